import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage, site } from '../support/context.mjs';
import { FAKE_ORIGIN, FAKE_PATHS } from '../../../scripts/lib/test-endpoints.mjs';

const AD_SCRIPT = `${FAKE_ORIGIN}${FAKE_PATHS.adScript}`;
const SLOT = '[data-ad-slot="body-top"]';

/** The analytics calls the page has queued, as arrays. */
function dataLayer(page) {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry)))));
}

async function waitForCall(page, predicate, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const calls = await dataLayer(page);
    const found = calls.filter(predicate);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`No matching analytics call; the page sent: ${JSON.stringify(calls)}`);
    await page.waitForTimeout(100);
  }
}

/** Resolves once the browser has painted twice more, so layout shifts of the last change are recorded. */
function afterNextPaints(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const isEvent = (name, action) => (call) =>
  call[0] === 'event' && call[1] === name && (action === undefined || call[2]?.eventAction === action);

/** Fixes Math.random in the page, so the ad's draws are known. */
function fixRandom(page, value) {
  return page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

describe('ads', () => {
  it('loads the partner script and shows its placement under the description', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/');
    await page.locator(`${SLOT} #carbonads`).waitFor();
    assert.match(await page.locator(`${SLOT} #carbonads`).textContent(), /Fake partner/);
    // Under the description: the slot follows the lead paragraph.
    const order = await page.evaluate((slot) => {
      const description = document.querySelector('main p.description');
      const ad = document.querySelector(slot);
      return description && ad ? description.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    }, SLOT);
    assert.ok(order > 0, 'the ad comes after the page description');
    await page.context().close();
  });

  it('shows one of our ads when the script is blocked, after the 7th poll, and reports the display', async () => {
    const page = await newPage();
    await fixRandom(page, 0.5);
    await page.route(AD_SCRIPT, (route) => route.abort('blockedbyclient'));
    const start = Date.now();
    await gotoHydrated(page, '/x/introduction/');
    const ad = page.locator(`${SLOT} a[data-ad-label="in-house-body-top-image"]`);
    await ad.waitFor();
    // Polls at 0, 500, … ms: the 7th, the first that counts as blocked, is at 3 s.
    assert.ok(Date.now() - start >= 3000, 'the in-house ad must not replace the partner before the 7th poll');
    assert.equal(await ad.locator('img').getAttribute('width'), '130');
    assert.equal(await ad.locator('img').getAttribute('height'), '100');
    const [display] = await waitForCall(page, isEvent('ad', 'display'), 6000);
    assert.deepEqual(display[2], { eventAction: 'display', eventLabel: 'in-house-body-top-image' });

    await ad.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await ad.click();
    const [click] = await waitForCall(page, isEvent('ad', 'click'));
    assert.equal(click[2].eventLabel, await ad.getAttribute('data-ga-event-label'));
    await page.context().close();
  });

  it('shows the ad-block appeal one time in five when blocked', async () => {
    const page = await newPage();
    await fixRandom(page, 0.1);
    await page.route(AD_SCRIPT, (route) => route.abort('blockedbyclient'));
    await gotoHydrated(page, '/x/introduction/');
    await page.locator(SLOT).getByText('Ads keep these docs free').waitFor();
    await page.context().close();
  });

  it('renders nothing and requests nothing for a crawler', async () => {
    const agent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const page = await newPage({ userAgent: agent });
    await gotoHydrated(page, '/x/introduction/');
    // A reader's page requests the ad script at once; a crawler's page stays quiet.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator(SLOT).innerHTML(), '');
    const fromBot = site.fakes.requests.filter(
      (request) => request.path.startsWith('/ads/') && request.headers['user-agent'] === agent,
    );
    assert.deepEqual(fromBot, []);
    await page.context().close();
  });

  it('renders nothing and sends a crash event when the ad crashes', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const original = Document.prototype.querySelector;
      Document.prototype.querySelector = function querySelector(selector) {
        if (selector.includes('#carbonads')) throw new Error('Simulated ad failure');
        return original.call(this, selector);
      };
    });
    await gotoHydrated(page, '/x/introduction/');
    const [crash] = await waitForCall(page, isEvent('ad', 'crash'));
    assert.deepEqual(crash[2], { eventAction: 'crash', eventLabel: 'body-top' });
    assert.equal(await page.locator(SLOT).innerHTML(), '');
    assert.equal(await page.locator('main h1').count(), 1, 'the page itself still renders');
    await page.context().close();
  });

  it('keeps the layout still while the ad arrives (CLS 0)', async () => {
    const page = await newPage();
    const undo = site.fakes.handle(FAKE_PATHS.adScript, (record, response) => {
      // A slow ad network: the placement lands well after the page has painted.
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' });
        response.end(
          `setTimeout(function(){var s=document.getElementById('_carbonads_js');var d=document.createElement('div');d.id='carbonads';d.innerHTML='<a href="#">Late partner ad with a long description that wraps onto several lines.</a>';s.parentNode.insertBefore(d,s);},300);`,
        );
      }, 1500);
    });
    // The text face is kept out: when it arrives after the first paint, swapping it in moves
    // inline text sideways by up to 3 px (a CLS of about 0.0001), which is the typography's
    // business and not the ad's; the page then keeps its fallback face throughout.
    await page.route(/\.woff2$/, (route) => route.abort());
    try {
      await page.addInitScript(() => {
        window.__layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput)
              window.__layoutShifts.push({
                value: entry.value,
                sources: entry.sources?.map((source) => source.node?.nodeName ?? ''),
              });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await gotoHydrated(page, '/x/introduction/');
      await page.locator(`${SLOT} #carbonads`).waitFor({ timeout: 15_000 });
      await afterNextPaints(page);
      const shifts = await page.evaluate(() => window.__layoutShifts);
      assert.deepEqual(shifts, [], 'no layout shift while the ad loads');
      const box = await page.locator(SLOT).boundingBox();
      assert.ok(box && box.height >= 126, `the ad space is reserved (height ${box?.height})`);
    } finally {
      undo();
      await page.context().close();
    }
  });

  it('shows the ad server’s ad under demo code, as text', async () => {
    const page = await newPage();
    const undo = site.fakes.handle(FAKE_PATHS.adServer, (record, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(
        JSON.stringify({
          ads: [
            {
              company: '<img src=x onerror="window.__pwned=1">Escaped Co',
              description: 'Markup stays text.',
              statlink: `${FAKE_ORIGIN}${FAKE_PATHS.adClick}`,
              statimp: `${FAKE_ORIGIN}/ads/impression`,
              pixel: 'javascript:window.__pwned=2||' + `${FAKE_ORIGIN}/ads/pixel?t=[timestamp]`,
              timestamp: '42',
            },
          ],
        }),
      );
    });
    try {
      await gotoHydrated(page, '/x/react-data-grid/quickstart/');
      await page
        .getByRole('button', { name: /^(Show|Expand) code$/ })
        .first()
        .click();
      const inline = page.locator('[data-ad-slot="demo-inline"] a');
      await inline.waitFor();
      assert.match(await inline.textContent(), /<img src=x onerror="window.__pwned=1">Escaped Co/);
      assert.equal(await inline.getAttribute('href'), `${FAKE_ORIGIN}${FAKE_PATHS.adClick}`);
      await site.fakes.waitFor('/ads/impression');
      const pixel = await site.fakes.waitFor('/ads/pixel');
      assert.equal(pixel.query.get('t'), '42');
      assert.equal(await page.evaluate(() => window.__pwned ?? null), null);
    } finally {
      undo();
      await page.context().close();
    }
  });
});

describe('analytics', () => {
  it('sends page_view with the canonical path and product ids, on load and on navigation', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/zh/x/introduction/');
    const [first] = await waitForCall(page, isEvent('page_view'));
    assert.deepEqual(Object.keys(first[2]).sort(), ['page_location', 'page_title', 'productCategoryId', 'productId']);
    assert.equal(first[2].page_location, '/x/introduction/');
    assert.equal(first[2].productId, 'introduction');
    assert.equal(first[2].page_title, await page.title());

    await page
      .getByRole('navigation', { name: '文档' })
      .getByRole('link')
      .filter({ hasText: /许可|Licensing/ })
      .first()
      .click();
    await page.waitForURL(/\/zh\/x\/introduction\/licensing\/$/);
    const views = await waitForCall(
      page,
      (call) => isEvent('page_view')(call) && call[2].page_location === '/x/introduction/licensing/',
    );
    assert.equal(views.length, 1);
    assert.equal(views[0][2].page_title, await page.title());

    const [properties] = await waitForCall(page, (call) => call[0] === 'set' && call[1] === 'user_properties');
    assert.deepEqual(Object.keys(properties[2]).sort(), [
      'codeStylingVariant',
      'codeVariant',
      'colorScheme',
      'colorSchemeOS',
      'devicePixelRatio',
      'userLanguage',
    ]);
    assert.equal(properties[2].userLanguage, 'zh');
    // The tag script comes from the configured origin, with the configured measurement id.
    const tag = await site.fakes.waitFor(FAKE_PATHS.gtag);
    assert.equal(tag.query.get('id'), 'G-TEST0000');
    await page.context().close();
  });

  it('reports web vitals when the session is sampled', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/');
    const vitals = await waitForCall(page, (call) => call[0] === 'event' && ['FCP', 'TTFB'].includes(call[1]));
    for (const call of vitals) {
      assert.equal(call[2].metric_label, 'Web Vitals');
      assert.equal(typeof call[2].metric_id, 'string');
    }
    await page.context().close();
  });
});
