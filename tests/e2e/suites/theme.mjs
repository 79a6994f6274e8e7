import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage, url } from '../support/context.mjs';

const backgroundOf = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The colours the theme-color metas give the browser's UI, as computed colours. */
const themeColorsOf = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => {
      const probe = document.createElement('i');
      probe.style.color = meta.content;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }),
  );

describe('theme', () => {
  it('remembers the colour mode across reloads and pages', async () => {
    const page = await newPage({ colorScheme: 'light' });
    await gotoHydrated(page, '/x/introduction/');
    const light = await backgroundOf(page);
    await page.getByRole('button', { name: 'Dark' }).first().click();
    assert.equal(await page.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    // The background may take a frame to change (a 0.01 ms transition under reduced motion).
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    const dark = await backgroundOf(page);
    assert.notEqual(dark, light);
    // The browser's UI (theme-color) takes the picked mode, not the operating system's.
    assert.deepEqual(await themeColorsOf(page), [dark, dark]);
    await page.reload();
    assert.equal(await page.evaluate(() => localStorage.getItem('mui-mode')), 'dark');
    assert.equal(await page.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    assert.equal(await backgroundOf(page), dark);
    await gotoHydrated(page, '/x/introduction/support/');
    assert.equal(await backgroundOf(page), dark);
    await page.context().close();
  });

  it('paints a stored dark preference before any script bundle runs (no flash)', async () => {
    const page = await newPage({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(url('/x/introduction/licensing/'));
    assert.equal(await page.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    const rgb = (await backgroundOf(page)).match(/\d+/g).map(Number);
    assert.ok(rgb[0] + rgb[1] + rgb[2] < 150, `expected a dark background before hydration, got rgb(${rgb})`);
    const background = await backgroundOf(page);
    assert.deepEqual(await themeColorsOf(page), [background, background], 'theme-color set before any bundle');
    await page.context().close();
  });

  it('follows the operating system in system mode', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await gotoHydrated(page, '/x/introduction/');
    assert.equal(await page.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mui-color-scheme') === 'light');
    await page.context().close();
  });

  it('falls back to system mode when storage holds garbage or is unavailable', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', '<garbage>'));
    await gotoHydrated(page, '/x/introduction/');
    assert.equal(await page.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    await page.context().close();

    const blocked = await newPage({ colorScheme: 'dark' });
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const errors = [];
    blocked.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(blocked, '/x/introduction/');
    await blocked.getByRole('button', { name: 'Dark' }).first().click();
    assert.equal(await blocked.locator('html').getAttribute('data-mui-color-scheme'), 'dark');
    assert.deepEqual(errors, []);
    await blocked.context().close();
  });

  it('flips the page to right-to-left from the settings', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('button', { name: 'Right to left' }).click();
    // The right-to-left style plugins load on first use.
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The frame's CSS uses logical properties: the drawer's border moves to its left edge.
    // Read once the new direction's styles have settled: a single read right after the flip once
    // saw a 3px (`medium`) width mid-restyle. A wrong border still fails after the wait.
    const borderLeft = () => {
      const drawer = document.querySelector('nav[aria-label="Documentation"]')?.parentElement;
      return drawer ? getComputedStyle(drawer).borderLeftWidth : null;
    };
    await page
      .waitForFunction(
        () =>
          getComputedStyle(document.querySelector('nav[aria-label="Documentation"]')?.parentElement ?? document.body)
            .borderLeftWidth === '1px',
        undefined,
        { timeout: 5000 },
      )
      .catch(() => {});
    assert.equal(await page.evaluate(borderLeft), '1px');
    await page.getByRole('button', { name: 'Left to right' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await page.context().close();
  });

  it('plays an endless animation once for a reader who prefers reduced motion', async () => {
    const iterations = async (reducedMotion) => {
      const page = await newPage({ reducedMotion });
      await gotoHydrated(page, '/x/introduction/');
      const count = await page.evaluate(() => {
        const spinner = document.createElement('div');
        spinner.style.animation = 'spin 1s linear infinite';
        document.body.append(spinner);
        return getComputedStyle(spinner).animationIterationCount;
      });
      await page.context().close();
      return count;
    };
    // A 0.01 ms endless animation restarts without pause and starves the page.
    assert.equal(await iterations('reduce'), '1');
    assert.equal(await iterations('no-preference'), 'infinite');
  });
});
