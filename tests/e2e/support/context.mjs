import { after, before } from 'node:test';
import { launchBrowser } from '../../../scripts/lib/chromium.mjs';
import { startFakeServices } from './fake-services.mjs';
import { startGatsbyServe } from '../../../scripts/lib/gatsby-serve.mjs';
import { assertBuilt } from '../../../scripts/lib/built-site.mjs';

/**
 * One server and one browser for the whole run. Suites read `site.origin` and open pages with
 * `site.newPage()`, which gives each test a fresh context (no shared storage or cookies).
 */
export const site = { origin: '', browser: null, fakes: null };

before(async () => {
  assertBuilt();
  site.fakes = await startFakeServices();
  const server = await startGatsbyServe();
  site.origin = server.origin;
  site.stopServer = server.stop;
  site.browser = await launchBrowser();
});

after(async () => {
  await site.browser?.close();
  await site.stopServer?.();
  await site.fakes?.close();
});

/**
 * A page in a fresh browser context. Service workers are blocked unless a test asks for them
 * (`serviceWorkers: 'allow'`): a worker would take requests out of the test's sight.
 *
 * The reader prefers reduced motion unless a test says otherwise: the site then shortens its
 * transitions and the charts skip their entry animation, so a popover or a chart mark is where
 * it ends up when the test clicks it, however busy the machine. (On a loaded CI runner a click
 * aimed at a day of a growing popover landed outside it and closed it.)
 */
export async function newPage(options = {}) {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export function url(path) {
  return `${site.origin}${path}`;
}

/** Opens a path and waits until the page has hydrated (see src/app/on-initial-client-render.ts). */
export async function gotoHydrated(page, path) {
  const response = await page.goto(url(path));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
