import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { newPage, url } from '../support/context.mjs';
import { guideSuiteRuns, isReadToTheEnd, loadProblems } from '../support/page-checks.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { builtPages } from '../../../scripts/lib/built-site.mjs';

const CONCURRENCY = 3;

describe('every built page', () => {
  it('answers 200, loads without a console error or warning, and finds every icon it draws', async () => {
    // The guide suite makes the same checks on the pages it reads to the end (and mounts their
    // demos): when it runs, those pages are not opened twice.
    const readByGuides = guideSuiteRuns() ? isReadToTheEnd : () => false;
    const paths = builtPages().filter((page) => isSelectedPage(page.path) && !readByGuides(page.path));
    assert.ok(paths.length > 0, 'no selected page was built');
    const failures = [];
    const queue = [...paths];
    const worker = async () => {
      const page = await newPage();
      // Three pages load side by side on two cores: on a fresh-clone CI run a heavy page (the
      // pickers' time-zone demos, in Chinese) once took more than the usual 15 s to reach "load".
      // This suite checks errors, not speed; the benchmark measures speed.
      page.setDefaultNavigationTimeout(60_000);
      const problems = watchConsole(page);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        problems.length = 0;
        const response = await page.goto(url(next.path));
        if (next.redirectsTo) {
          await page.waitForURL(url(next.redirectsTo));
        }
        // A hydration mismatch is reported during hydration; wait for it to finish.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        failures.push(...(await loadProblems(page, next.path, response)));
        if (problems.length > 0) failures.push(`${next.path}:\n  ${problems.join('\n  ')}`);
      }
      await page.context().close();
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    assert.deepEqual(failures, [], `Problems on ${failures.length} of ${paths.length} pages`);
  });

  it('sends / and /x/ to the introduction, in each language', async () => {
    const page = await newPage();
    for (const [from, to] of [
      ['/', '/x/introduction/'],
      ['/x/', '/x/introduction/'],
      ['/zh/', '/zh/x/introduction/'],
      ['/zh/x/', '/zh/x/introduction/'],
    ]) {
      await page.goto(url(from));
      await page.waitForURL(url(to));
      assert.equal(new URL(page.url()).pathname, to);
    }
    await page.context().close();
  });

  it('answers an unknown address with the 404 page', async () => {
    const page = await newPage();
    const response = await page.goto(url('/x/no-such-page/'));
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(await page.title(), 'Page not found - MUI X');
    await page.context().close();
  });

  it('emits the title, description, canonical, alternates and product metas', async () => {
    const page = await newPage();
    await page.goto(url('/zh/x/introduction/licensing/'));
    assert.equal(await page.title(), '许可 - MUI X');
    const attribute = (selector, name) => page.locator(selector).first().getAttribute(name);
    assert.match(await attribute('meta[name="description"]', 'content'), /Community 版、Pro 版和 Premium 版/);
    assert.match(await attribute('link[rel="canonical"]', 'href'), /\/zh\/x\/introduction\/licensing\/$/);
    assert.match(await attribute('link[rel="alternate"][hreflang="en"]', 'href'), /\/x\/introduction\/licensing\/$/);
    assert.match(
      await attribute('link[rel="alternate"][hreflang="x-default"]', 'href'),
      /\/x\/introduction\/licensing\/$/,
    );
    assert.equal(await attribute('meta[property="og:locale"]', 'content'), 'zh_CN');
    assert.equal(await attribute('meta[name="mui:productId"]', 'content'), 'introduction');
    assert.equal(await attribute('meta[name="mui:productCategoryId"]', 'content'), 'x');
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await page.context().close();
  });

  it("shares each page with its product's large social card, an image the site serves", async () => {
    const page = await newPage();
    for (const [pagePath, card] of [
      ['/x/react-data-grid/editing/', '/social/x-data-grid.png'],
      ['/zh/x/react-charts/bars/', '/social/x-charts.png'],
      ['/x/api/tree-view/rich-tree-view/', '/social/x-tree-view.png'],
      ['/x/introduction/licensing/', '/social/introduction.png'],
    ]) {
      await page.goto(url(pagePath));
      const content = (selector) => page.locator(selector).first().getAttribute('content');
      const image = await content('meta[property="og:image"]');
      assert.equal(new URL(image).pathname, card, pagePath);
      assert.equal(await content('meta[name="twitter:image"]'), image);
      assert.equal(await content('meta[name="twitter:card"]'), 'summary_large_image');
      assert.equal(await content('meta[property="og:image:width"]'), '1200');
      assert.equal(await content('meta[property="og:image:height"]'), '630');
      assert.match(await content('meta[property="og:image:alt"]'), / - MUI X$/);
      const response = await page.request.get(url(card));
      assert.equal(response.status(), 200, card);
      assert.equal(response.headers()['content-type'], 'image/png');
      assert.ok((await response.body()).length > 5_000, `${card} is an image`);
    }
    await page.context().close();
  });

  it('renders the playground without the documentation theme', async () => {
    const page = await newPage();
    await page.goto(url('/playground/'));
    await page.getByRole('heading', { name: 'Playground' }).waitFor();
    // No documentation frame and none of the theme's CSS variables.
    assert.equal(await page.getByRole('navigation', { name: 'Documentation' }).count(), 0);
    const hasThemeVars = await page.evaluate(
      () => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main') !== '',
    );
    assert.equal(hasThemeVars, false);
    await page.context().close();
  });
});
