import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, site, url } from '../support/context.mjs';
import { startTrickleServer } from '../support/trickle-server.mjs';

describe('navigation', () => {
  it('moves between pages through the drawer without a full reload, and focuses the content', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page, '/x/introduction/');
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    await nav.getByRole('link', { name: 'Installation' }).click();
    await page.waitForURL(url('/x/introduction/installation/'));
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the drawer link reloaded the page');
    assert.equal(await nav.getByRole('link', { name: 'Installation' }).getAttribute('aria-current'), 'page');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it("carries no inline chunk mapping, and a navigation to another page kind still loads that page's code", async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const response = await page.goto(url('/x/introduction/installation/'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const html = (await response?.text()) ?? '';
    assert.match(html, /window\.___chunkMapping=\{\};/);
    assert.doesNotMatch(html, /component---src-templates/, 'a page lists the chunks of other pages');
    assert.equal(await page.evaluate(() => JSON.stringify(window.___chunkMapping)), '{}');
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    // An API page is built from another template, whose code this page has not loaded.
    await page.evaluate(() => window.___navigate('/x/api/data-grid/data-grid/'));
    await page.getByRole('heading', { level: 1, name: 'DataGrid API' }).waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the navigation reloaded the page');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('links to the previous and next pages in navigation order', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/support/');
    const pager = page.getByRole('navigation', { name: 'Previous page / Next page' });
    await pager.getByRole('link', { name: /Next page.*Priority support/ }).click();
    await page.waitForURL(url('/x/introduction/priority-support/'));
    await page
      .getByRole('navigation', { name: 'Previous page / Next page' })
      .getByRole('link', { name: /Previous page.*Support/ })
      .click();
    await page.waitForURL(url('/x/introduction/support/'));
    await page.context().close();
  });

  it('shows plan marks and chips in the drawer and in page titles', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/priority-support/');
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    const premium = nav.getByRole('link', { name: 'Premium plan' });
    assert.ok(await premium.isVisible());
    assert.equal(await premium.getAttribute('title'), 'Premium plan');
    assert.ok(await nav.getByText('New', { exact: true }).isVisible());
    assert.ok(await nav.getByRole('link', { name: 'Pro plan' }).isVisible());
    const titleBadge = page.getByRole('heading', { level: 1 }).getByRole('link', { name: 'Premium plan' });
    assert.equal(await titleBadge.getAttribute('href'), '/x/introduction/licensing/#premium-plan');
    await titleBadge.click();
    await page.waitForURL(url('/x/introduction/licensing/#premium-plan'));
    await page.locator('#premium-plan').waitFor();
    await page.context().close();
  });

  it('opens the navigation in a drawer on small screens', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await gotoHydrated(page, '/x/introduction/');
    assert.equal(
      await page.getByRole('navigation', { name: 'Documentation' }).count(),
      0,
      'the permanent drawer is hidden',
    );
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documentation' });
    await dialog.getByRole('link', { name: 'Licensing' }).click();
    await page.waitForURL(url('/x/introduction/licensing/'));
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('keeps the TOC in step with the section being read', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/licensing/');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    assert.equal(await toc.getByRole('link', { name: 'Plans', exact: true }).getAttribute('aria-current'), 'location');
    await page.evaluate(() => document.getElementById('install-the-license-key')?.scrollIntoView({ block: 'start' }));
    await page.waitForFunction(
      () =>
        document
          .querySelector('nav[aria-labelledby="toc-heading"] a[href="#install-the-license-key"]')
          ?.getAttribute('aria-current') === 'location',
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () =>
        document
          .querySelector(
            'nav[aria-labelledby="toc-heading"] a[href="#i-upgraded-mui-x-and-now-see-expired-package-version"]',
          )
          ?.getAttribute('aria-current') === 'location',
    );
    await page.context().close();
  });

  it('paints a page that arrives slowly, in pieces, without moving anything', async () => {
    // A slow connection pauses inside the app bar and again before the table of contents (which
    // follows the article in the document); the browser paints what it has in each pause.
    const path = '/x/introduction/licensing/';
    const trickle = await startTrickleServer(site.origin, path, [
      'class="layout-module--modeToggle',
      'class="page-module--toc',
    ]);
    const page = await newPage();
    try {
      await page.addInitScript(() => {
        window.__layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const moved = entry.sources?.map((source) => source.node?.className?.toString() || source.node?.nodeName);
            window.__layoutShifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(trickle.origin + path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.deepEqual(await page.evaluate(() => window.__layoutShifts), [], 'no layout shift');
    } finally {
      await page.context().close();
      await trickle.close();
    }
  });
});
