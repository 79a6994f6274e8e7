import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { newPage } from '../support/context.mjs';
import { ROOT } from '../../../scripts/lib/gatsby-serve.mjs';
import { PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';
import { startStaticServer } from '../support/static-server.mjs';

/** The previous deploy, built by scripts/build-for-tests.mjs. */
const BUILD_A = path.join(ROOT, 'tests/e2e/artifacts/build-a');

/** Waits until a worker controls the page, and returns its registration's scope and script. */
async function waitForController(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
}

/** The revision the footer shows: which build the reader is looking at. */
function revision(page) {
  return page.locator('[data-docs-revision]').getAttribute('data-docs-revision');
}

async function hydrated(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

describe('service worker and offline reading', () => {
  let host;
  before(async () => {
    host = await startStaticServer(BUILD_A);
  });
  after(async () => {
    await host?.close();
  });

  /**
   * A reader of the current build whose page the worker controls, with the console watched (the
   * network errors of going offline aside).
   */
  async function controlledReader() {
    host.deploy(PUBLIC_DIR);
    const page = await newPage({ serviceWorkers: 'allow' });
    const problems = watchConsole(page, { ignore: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/] });
    await page.goto(`${host.origin}/x/introduction/`);
    await hydrated(page);
    await waitForController(page);
    return { page, problems };
  }

  it('registers /x/sw.js for /x/ and /zh/x/sw.js for /zh/x/, on the allowed host only', async () => {
    const page = await newPage({ serviceWorkers: 'allow' });
    host.deploy(PUBLIC_DIR);
    await page.goto(`${host.origin}/x/introduction/`);
    await hydrated(page);
    assert.deepEqual(await waitForController(page), { scope: `${host.origin}/x/`, script: `${host.origin}/x/sw.js` });

    await page.goto(`${host.origin}/zh/x/introduction/`);
    await hydrated(page);
    assert.deepEqual(await waitForController(page), {
      scope: `${host.origin}/zh/x/`,
      script: `${host.origin}/zh/x/sw.js`,
    });
    await page.context().close();

    // The same site through 127.0.0.1, which the test build does not allow.
    const other = await newPage({ serviceWorkers: 'allow' });
    await other.goto(`http://127.0.0.1:${host.port}/x/introduction/`);
    await hydrated(other);
    // Registration, where allowed, starts on load; once the network is idle it would have happened.
    await other.waitForLoadState('networkidle');
    assert.equal(await other.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    await other.context().close();
  });

  it('reloads a visited page offline, and says so on a page not yet visited', async () => {
    const { page, problems } = await controlledReader();
    // Client-side navigation to a second page, then wait until the worker kept the first one.
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Licensing' }).click();
    await page.waitForURL(`${host.origin}/x/introduction/licensing/`);
    await page.waitForFunction(async () => {
      const key = (await caches.keys()).find((name) => name.startsWith('mui-x-docs-pages-'));
      if (key === undefined) return false;
      const pages = await caches.open(key);
      const kept = await Promise.all(['/x/introduction/', '/x/introduction/licensing/'].map((url) => pages.match(url)));
      return kept.every((response) => response !== undefined);
    });

    await page.context().setOffline(true);
    for (const visited of ['/x/introduction/', '/x/introduction/licensing/']) {
      await page.goto(`${host.origin}${visited}`);
      await hydrated(page);
      await page.locator('main h1').waitFor();
      assert.notEqual(await page.locator('main h1').textContent(), 'You are offline', `${visited} should open offline`);
    }
    // A page in the nav that was never opened.
    await page.goto(`${host.origin}/x/introduction/roadmap/`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    assert.ok(await page.getByText('Pages you have visited before are available').isVisible());

    await page.context().setOffline(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Roadmap' }).waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('searches offline after one search online', async () => {
    const { page, problems } = await controlledReader();
    const searchFor = async (query) => {
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      await input.fill(query);
      await page.getByText('Searching the page text too…').waitFor({ state: 'detached' });
      return page.getByRole('option').first().getAttribute('href');
    };
    assert.equal(await searchFor('getRowId'), '/x/api/data-grid/data-grid/#prop-getRowId');
    // The worker keeps what the search fetched: the names file and the full-text index.
    await page.waitForFunction(async () => {
      const urls = [];
      for (const key of await caches.keys()) {
        urls.push(...(await (await caches.open(key)).keys()).map((request) => request.url));
      }
      return ['manifest', 'en-names', 'en-text'].every((name) =>
        urls.some((url) => url.includes(`/x/search-index/${name}`)),
      );
    });

    await page.context().setOffline(true);
    await page.reload();
    await hydrated(page);
    assert.equal(await searchFor('checkboxSelection'), '/x/api/data-grid/data-grid/#prop-checkboxSelection');
    assert.equal(await page.getByRole('alert').count(), 0);
    await page.context().setOffline(false);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  /** A returning reader of build A: the worker controls the page, which it has seen twice. */
  async function readerOfBuildA() {
    host.deploy(BUILD_A);
    const page = await newPage({ serviceWorkers: 'allow' });
    await page.goto(`${host.origin}/x/introduction/`);
    await hydrated(page);
    await waitForController(page);
    await page.reload();
    await hydrated(page);
    assert.equal(await revision(page), 'e2e-build-a');
    return page;
  }

  it('shows the new build on the first reload after a deploy', async () => {
    const page = await readerOfBuildA();
    host.deploy(PUBLIC_DIR);
    await page.reload();
    await hydrated(page);
    // The very first load after the deploy, not a later one once a new worker has taken over.
    assert.equal(await revision(page), 'e2e-build-b');
    // A page that exists only in the new build opens too.
    await page.goto(`${host.origin}/x/react-data-grid/`);
    await hydrated(page);
    assert.equal(await revision(page), 'e2e-build-b');
    await page.context().close();
  });

  it('shows the new build on the next navigation after a deploy', async () => {
    const page = await readerOfBuildA();
    host.deploy(PUBLIC_DIR);
    // The page data of a client-side navigation reveals the new build; the page reloads into it.
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Licensing' }).click();
    await page.waitForURL(`${host.origin}/x/introduction/licensing/`);
    await page.locator('[data-docs-revision="e2e-build-b"]').waitFor({ timeout: 20_000 });
    // Once the new worker has taken over, pages keep coming from the new build.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await page.reload();
    await hydrated(page);
    assert.equal(await revision(page), 'e2e-build-b');
    await page.context().close();
  });
});
