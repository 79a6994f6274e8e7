import assert from 'node:assert/strict';
import { watchConsole } from './console.mjs';
import { gotoHydrated, newPage } from './context.mjs';
import { waitUntilLive } from './demos.mjs';

/**
 * Helpers of the Charts browser suites, which drive a demo and check what its chart drew.
 *
 * A narrow build (DOCS_PAGES) leaves out the pages the navigation links to, and the browser's
 * prefetch of their page data fails; that says nothing about the demos under test.
 */
export const UNBUILT_PAGE_DATA = [/status of 404 .*\/page-data\//];

/** A fresh page that records console problems; `done` closes it and fails on any of them. */
export async function openPage() {
  const page = await newPage();
  const problems = watchConsole(page, { ignore: UNBUILT_PAGE_DATA });
  return {
    page,
    done: async () => {
      await page.context().close();
      assert.deepEqual(problems, [], 'no console error or warning');
    },
  };
}

/** Opens a page and waits until the named demo is live and its chart has drawn `drawn`. */
export async function liveDemo(page, path, name, drawn = 'svg') {
  await gotoHydrated(page, path);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  // The chart draws once it has measured its container.
  await demo.locator(drawn).first().waitFor();
  return demo;
}

/** Polls until `read` returns a value `accept` takes, and returns it. */
export async function until(read, accept, what) {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) assert.fail(`${what}: last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The box of an element, which must be on screen. */
export async function boxOf(locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element has a box');
  return box;
}
