import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, url } from '../support/context.mjs';

const REPOSITORY = process.env.GATSBY_SOURCE_REPOSITORY ?? 'https://github.com/mui/mui-x';
const PROGRESS = '[data-navigation-progress]';
const PROGRESS_BAR = `${PROGRESS} > [aria-hidden="true"]`;

/** Records every phase the navigation progress passes through, from now on. */
const recordProgressPhases = (page) =>
  page.evaluate((selector) => {
    const progress = document.querySelector(selector);
    window.__progressPhases = [progress.getAttribute('data-navigation-progress')];
    new MutationObserver(() => window.__progressPhases.push(progress.getAttribute('data-navigation-progress'))).observe(
      progress,
      { attributes: true, attributeFilter: ['data-navigation-progress'] },
    );
  }, PROGRESS);

const progressPhases = (page) => page.evaluate(() => window.__progressPhases);

describe('frame extras', () => {
  it("links a component page to its GitHub label's issues and its design references, in new tabs", async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-date-pickers/base-concepts/');
    const article = page.locator('article');
    const feedback = article.getByRole('link', { name: 'Feedback (opens in a new tab)' });
    const waiAria = article.getByRole('link', { name: 'WAI-ARIA (opens in a new tab)' });
    const materialDesign = article.getByRole('link', { name: 'Material Design (opens in a new tab)' });
    assert.equal(await feedback.getAttribute('href'), `${REPOSITORY}/labels/component%3A%20pickers`);
    assert.equal(
      await waiAria.getAttribute('href'),
      'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/',
    );
    assert.equal(await materialDesign.getAttribute('href'), 'https://m2.material.io/components/date-pickers');
    for (const link of [feedback, waiAria, materialDesign]) {
      assert.ok(await link.isVisible());
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    // Under the description, before the content.
    const descriptionBox = await article.locator('p.description').boundingBox();
    assert.ok((await feedback.boundingBox()).y > descriptionBox.y);
    await page.context().close();
  });

  it('shows only the links a page has, labelled in its language', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/zh/x/react-tree-view/quickstart/');
    const article = page.locator('article');
    assert.equal(
      await article.getByRole('link', { name: '反馈 （在新标签页中打开）' }).getAttribute('href'),
      `${REPOSITORY}/labels/component%3A%20tree%20view`,
    );
    assert.equal(
      await article.getByRole('link', { name: /^WAI-ARIA/ }).getAttribute('href'),
      'https://www.w3.org/WAI/ARIA/apg/patterns/treeview/',
    );
    assert.equal(await article.getByRole('link', { name: /^Material Design/ }).count(), 0);
    // A page without the front matter keys has no link header at all.
    await gotoHydrated(page, '/x/introduction/licensing/');
    assert.equal(
      await page
        .locator('article')
        .getByRole('link', { name: /^Feedback/ })
        .count(),
      0,
    );
    await page.context().close();
  });

  it('offers a way back to the top once the reader is well down a long page', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page, '/x/introduction/licensing/');
    const button = page.getByRole('button', { name: 'Back to top' });
    // Hidden (and out of the accessibility tree) at the top of the page.
    assert.equal(await button.count(), 0);
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    assert.ok(scrollHeight > 3 * innerHeight, `the page is too short to test with (${scrollHeight}px)`);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2.5));
    await button.waitFor();
    const box = await button.boundingBox();
    assert.ok(box.y + box.height <= innerHeight && box.y > innerHeight / 2, 'the button floats at the bottom');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await button.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('hides the back-to-top button when printing', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/licensing/');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2.5));
    const button = page.getByRole('button', { name: 'Back to top' });
    await button.waitFor();
    await page.emulateMedia({ media: 'print' });
    await button.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('shows a progress bar while a client-side navigation is slow, and removes it after', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    let release;
    const released = new Promise((resolve) => {
      release = resolve;
    });
    // Every request for the next page's data (the link's prefetch too) waits until 800 ms after the click.
    await page.route('**/page-data/x/introduction/installation/page-data.json', async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/x/introduction/');
    await recordProgressPhases(page);
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    await nav.getByRole('link', { name: 'Installation' }).click();
    const timer = setTimeout(release, 800);
    try {
      const bar = page.locator(PROGRESS_BAR);
      await bar.waitFor();
      const box = await bar.boundingBox();
      assert.equal(box.y, 0, 'the bar is at the top of the window');
      assert.equal(await page.getByRole('status').filter({ hasText: 'Loading page…' }).count(), 1);
      await page.waitForURL(url('/x/introduction/installation/'));
      await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
      await page.locator(`${PROGRESS}[data-navigation-progress="idle"]`).waitFor({ state: 'attached' });
      assert.equal(await bar.count(), 0);
      assert.deepEqual(await progressPhases(page), ['idle', 'waiting', 'loading', 'finishing', 'idle']);
    } finally {
      clearTimeout(timer);
      release();
    }
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('shows no progress bar for a fast navigation', async () => {
    const page = await newPage();
    // The first page's own data is already in the browser: coming back to it needs no request.
    await gotoHydrated(page, '/x/introduction/installation/');
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    await nav.getByRole('link', { name: 'Support', exact: true }).click();
    await page.waitForURL(url('/x/introduction/support/'));
    await page.locator(`${PROGRESS}[data-navigation-progress="idle"]`).waitFor({ state: 'attached' });
    await recordProgressPhases(page);
    await nav.getByRole('link', { name: 'Installation' }).click();
    await page.waitForURL(url('/x/introduction/installation/'));
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    // Longer than the bar's delay, so a bar that was going to show would have.
    await page.waitForTimeout(500);
    assert.deepEqual(await progressPhases(page), ['idle', 'waiting', 'idle']);
    await page.context().close();
  });
});
