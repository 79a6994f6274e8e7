/**
 * Brings a demo to life the way a reader does (scrolls to it) and waits until the page around it
 * has settled. Demos go live when they near the viewport and the browser is idle; a neighbour
 * going live can change its height and move the demo under test. On a busy machine that shift
 * lands between Playwright's stability check and its click, and the click hits the wrong day, or
 * outside a popover, which closes it. So: every demo within the live margin is live, and the
 * demo's box has stopped moving, before the test touches it.
 */

import { watchConsole } from './console.mjs';
import { gotoHydrated, newPage } from './context.mjs';

/** Demos this far above and below the viewport go live (DemoPreview's ROOT_MARGIN). */
const LIVE_MARGIN_PX = 400;
const SETTLE_TIMEOUT_MS = 20_000;

/** Scrolls the demo (a `[data-demo]` locator) into view and waits until it is live and still. */
export async function waitUntilLive(demo, { timeout = SETTLE_TIMEOUT_MS } = {}) {
  const page = demo.page();
  const deadline = Date.now() + timeout;
  let previous = null;
  for (;;) {
    await demo.scrollIntoViewIfNeeded({ timeout });
    await demo.locator('[data-live="true"]').waitFor({ state: 'attached', timeout });
    await page.waitForFunction(nearbyDemosAreLive, LIVE_MARGIN_PX, { timeout });
    const box = await demo.boundingBox();
    if (previous && box && sameBox(previous, box)) return demo;
    if (Date.now() > deadline) throw new Error(`demo still moving after ${timeout} ms`);
    previous = box;
    await page.waitForTimeout(150);
  }
}

/** The `[data-demo="name"]` locator of a page, once the demo is live and still. */
export function liveDemoNamed(page, name) {
  return waitUntilLive(page.locator(`[data-demo="${name}"]`));
}

/** Runs in the page: every demo preview near the viewport is live (or has failed visibly). */
function nearbyDemosAreLive(margin) {
  const top = -margin;
  const bottom = window.innerHeight + margin;
  return [...document.querySelectorAll('.demo-root')].every((root) => {
    const rect = root.getBoundingClientRect();
    if (rect.bottom < top || rect.top > bottom) return true;
    return root.getAttribute('data-live') === 'true' || root.querySelector('[role="alert"]') !== null;
  });
}

function sameBox(a, b) {
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.height - b.height) < 0.5;
}

/**
 * The centre of an element once its box has stopped moving (charts animate their marks in), for
 * a pointer action on an SVG shape, where Playwright's own click refuses overlapping targets.
 */
export async function settledCentre(locator, { timeout = SETTLE_TIMEOUT_MS } = {}) {
  const deadline = Date.now() + timeout;
  await locator.scrollIntoViewIfNeeded({ timeout });
  let previous = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(100);
    const box = await locator.boundingBox();
    if (previous && box && sameBox(previous, box) && Math.abs(previous.width - box.width) < 0.5) {
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    if (Date.now() > deadline) throw new Error(`element has no settled box after ${timeout} ms`);
    previous = box;
  }
}

/** A narrow build leaves out the pages the navigation links to; their page data is not there to prefetch. */
const UNBUILT_PAGE_DATA = /status of 404 .*\/page-data\//;

/**
 * Opens a page in a new context and waits until the named demo is live; returns the page, the
 * demo and a function listing the page's console problems so far (a narrow build's missing page
 * data left out). Close it with `page.context().close()`.
 */
export async function openLiveDemo(path, name, options) {
  const page = await newPage(options);
  const problems = watchConsole(page);
  await gotoHydrated(page, path);
  const demo = await liveDemoNamed(page, name);
  await demo.scrollIntoViewIfNeeded();
  return { page, demo, problems: () => problems.filter((problem) => !UNBUILT_PAGE_DATA.test(problem)) };
}
