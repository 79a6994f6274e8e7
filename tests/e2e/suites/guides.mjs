import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtPages, PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { forEachLimited, isSelectedPage } from '../support/page-selection.mjs';

/** Tabs open at once: enough to keep two cores busy while pages wait on their demos. */
const PARALLEL_PAGES = 3;

/** How many demos a built page shows (the server's markup marks each one). */
function demoCount(pagePath) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, pagePath, 'index.html'), 'utf8');
  return (html.match(/ data-demo="/g) ?? []).length;
}

/**
 * Scrolls down the page as a reader would, one screen at a time, so every demo nears the viewport
 * and comes to life; then waits until each one is live (its code loaded and mounted).
 */
async function readToTheEnd(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  const demos = page.locator('[data-demo]');
  const count = await demos.count();
  const dead = [];
  for (let index = 0; index < count; index += 1) {
    const demo = demos.nth(index);
    try {
      await demo.scrollIntoViewIfNeeded();
      await demo.locator('[data-live="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    } catch {
      dead.push(await demo.getAttribute('data-demo'));
    }
  }
  return dead;
}

describe('guide pages', () => {
  it('every demo of every English guide page mounts, with no console error or warning', async () => {
    const pages = builtPages()
      .map((page) => page.path)
      .filter((pagePath) => pagePath.startsWith('/x/') && isSelectedPage(pagePath) && demoCount(pagePath) > 0);
    assert.ok(pages.length > 0, 'no selected page has demos');
    const failures = [];
    let demos = 0;
    await forEachLimited(pages, PARALLEL_PAGES, async (pagePath) => {
      const page = await newPage();
      const problems = watchConsole(page);
      try {
        await gotoHydrated(page, pagePath);
        const dead = await readToTheEnd(page);
        demos += demoCount(pagePath);
        // Effects that run after mounting (a grid measuring itself, lazy chunks) finish first.
        await page.waitForLoadState('networkidle');
        if (dead.length > 0) problems.push(`demos that did not mount: ${dead.join(', ')}`);
      } catch (error) {
        problems.push(`page failed: ${error.message}`);
      } finally {
        await page.context().close();
      }
      if (problems.length > 0) failures.push(`${pagePath}:\n  ${problems.join('\n  ')}`);
    });
    assert.deepEqual(failures, []);
    console.log(`# ${demos} demos on ${pages.length} pages mounted`);
  });
});
