import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { settledCentre, waitUntilLive } from '../support/demos.mjs';

/**
 * The bar, line and area pages: each test drives one demo as a reader would (a click, a key, a
 * switch, the pointer) and checks what the chart draws or reports in return.
 *
 * A narrow build (DOCS_PAGES) leaves out the pages the navigation links to, and the browser's
 * prefetch of their page data fails; that says nothing about the demos under test.
 */
const UNBUILT_PAGE_DATA = /status of 404 .*\/page-data\//;

function unexpected(problems) {
  return problems.filter((problem) => !UNBUILT_PAGE_DATA.test(problem));
}

/** Opens a page and waits until the named demo is live (its module loaded and mounted). */
async function liveDemo(page, path, name) {
  await gotoHydrated(page, path);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return demo;
}

/** Clicks the middle of an SVG element (Playwright's click checks pointer events on the target). */
async function clickCentre(page, locator) {
  const { x, y } = await settledCentre(locator);
  await page.mouse.click(x, y);
}

/** The demo's own status line (the demo toolbar has a status region of its own). */
function demoStatus(demo) {
  return demo.locator('[role="status"]:not(.toolbar-status)');
}

/** The texts of the tick labels of a demo's x or y axis, in document order. */
async function tickLabels(demo, direction) {
  const labels = demo.locator(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`);
  // A chart draws its axes once it has measured its width, just after mounting.
  await labels.first().waitFor();
  // Tick labels are SVG text, which has no innerText: read their text content.
  return labels.allTextContents();
}

describe('charts: bars', () => {
  it('reports the clicked bar and the clicked category', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-charts/bars/', 'BarClickDetails');
    const status = demoStatus(demo);
    assert.match(await status.innerText(), /Click a bar\./);
    // Bars are drawn series by series: the second bar is Heating in the living room.
    await clickCentre(page, demo.locator('.MuiBarElement-root').nth(1));
    await page.waitForFunction(() =>
      document
        .querySelector('[data-demo="BarClickDetails"] [role="status"]:not(.toolbar-status)')
        ?.textContent?.includes('living room'),
    );
    const text = await status.innerText();
    assert.match(text, /Bar: Heating in the living room, 96 kWh/);
    // The same click lands in the plot: the axis handler sums the category (96 + 25).
    assert.match(text, /Axis: Living room, 121 kWh in total/);
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('scales every stack to 100% with the expand offset', async () => {
    // Reduced motion: the chart skips its animations, so the bars are measured at their end.
    const page = await newPage({ reducedMotion: 'reduce' });
    const demo = await liveDemo(page, '/x/react-charts/bars/', 'StackStrategyControls');
    assert.ok(!(await tickLabels(demo, 'Y')).includes('100%'));
    await demo.getByRole('combobox', { name: 'stackOffset' }).click();
    await page.getByRole('option', { name: 'expand' }).click();
    await page.waitForFunction(() =>
      [
        ...document.querySelectorAll(
          '[data-demo="StackStrategyControls"] .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel',
        ),
      ]
        .map((label) => label.textContent)
        .includes('100%'),
    );
    // All four stacks now end at the same height.
    const tops = await demo
      .locator('.MuiBarElement-root')
      .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().top)));
    const stackTops = [0, 1, 2, 3].map((category) => Math.min(...tops.filter((_, index) => index % 4 === category)));
    assert.ok(Math.max(...stackTops) - Math.min(...stackTops) <= 1, `stack tops ${stackTops.join(', ')}`);
    await page.context().close();
  });

  it('narrows the bars when the category gap grows', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/bars/', 'BarGapPlayground');
    const firstBar = demo.locator('.MuiBarElement-root').first();
    await firstBar.waitFor();
    const before = (await firstBar.boundingBox())?.width ?? 0;
    const slider = demo.getByRole('slider', { name: /categoryGapRatio/ });
    await slider.focus();
    await page.keyboard.press('End');
    assert.equal(await slider.getAttribute('aria-valuenow'), '1');
    await page.waitForFunction(
      (width) =>
        (document.querySelector('[data-demo="BarGapPlayground"] .MuiBarElement-root')?.getBoundingClientRect().width ??
          width) <
        width * 0.8,
      before,
    );
    await page.context().close();
  });

  it('re-sorts a ranking and selects a bar in the gallery', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const ranking = await liveDemo(page, '/x/react-charts/bar-demo/', 'TopProductsSorted');
    // By copies sold, the second row is Small Engines.
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-demo="TopProductsSorted"] .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel',
        )[1]?.textContent === 'Small Engines',
    );
    await ranking.getByRole('button', { name: 'Revenue' }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-demo="TopProductsSorted"] .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel',
        )[1]?.textContent === 'Northern Lights Cookbook',
    );
    assert.equal(await ranking.getByRole('button', { name: 'Revenue' }).getAttribute('aria-pressed'), 'true');

    const depots = page.locator('[data-demo="SelectedDepotDetails"]');
    await waitUntilLive(depots);
    assert.match(await demoStatus(depots).innerText(), /Leeds/);
    // The fifth bar is Cardiff.
    await clickCentre(page, depots.locator('.MuiBarElement-root').nth(4));
    await page.waitForFunction(() =>
      document
        .querySelector('[data-demo="SelectedDepotDetails"] [role="status"]:not(.toolbar-status)')
        ?.textContent?.includes('Cardiff'),
    );
    assert.match(await demoStatus(depots).innerText(), /4\.1% delivered late/);
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('lists the bar and the line of a composed chart in one tooltip', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/bar-demo/', 'OrdersWithOnTimeRate');
    await page.mouse.move(0, 0);
    // The fifth week (W18) has the most orders and the lowest on-time rate.
    const bar = demo.locator('.MuiBarElement-root').nth(4);
    const box = await bar.boundingBox();
    assert.ok(box, 'the bar has a box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 5);
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.waitFor();
    const text = await tooltip.innerText();
    assert.match(text, /W18/);
    assert.match(text, /8,630/);
    assert.match(text, /88\.9%/);
    await page.context().close();
  });
});

describe('charts: lines and areas', () => {
  it('reports a click on a mark', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-charts/lines/', 'LineClickEvents');
    const status = demoStatus(demo);
    // Marks of the bikes series come first; the sixth is Saturday.
    await clickCentre(page, demo.locator('.MuiMarkElement-root').nth(5));
    await page.waitForFunction(() =>
      document
        .querySelector('[data-demo="LineClickEvents"] [role="status"]:not(.toolbar-status)')
        ?.textContent?.startsWith('Mark:'),
    );
    assert.equal(await status.innerText(), 'Mark: bikes on Sat');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('breaks the line at missing values when connectNulls is off', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/lines/', 'ConnectNullsToggle');
    const line = demo.locator('.MuiLineElement-root').first();
    const segments = async () => ((await line.getAttribute('d')) ?? '').split('M').length - 1;
    assert.equal(await segments(), 1);
    await demo
      .getByRole('switch', { name: 'connectNulls' })
      .or(demo.getByRole('checkbox', { name: 'connectNulls' }))
      .click();
    // Two gaps (week 3, weeks 6 and 7) cut the line into three pieces.
    await page.waitForFunction(
      () =>
        (
          document.querySelector('[data-demo="ConnectNullsToggle"] .MuiLineElement-root')?.getAttribute('d') ?? ''
        ).split('M').length -
          1 ===
        3,
    );
    await page.context().close();
  });

  it('switches the y-axis between a log and a linear scale', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/lines/', 'UserGrowthLogScale');
    assert.ok(!(await tickLabels(demo, 'Y')).includes('0'), 'a log axis has no zero');
    await demo.getByRole('button', { name: 'linear' }).click();
    await page.waitForFunction(() =>
      [
        ...document.querySelectorAll(
          '[data-demo="UserGrowthLogScale"] .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel',
        ),
      ]
        .map((label) => label.textContent)
        .includes('0'),
    );
    await page.context().close();
  });

  it('pauses and resumes the live chart', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-charts/line-demo/', 'LiveCpuUsage');
    // A new second shifts the whole line, so its path changes with every reading.
    const line = demo.locator('.MuiLineElement-root').first();
    const path = () => line.getAttribute('d');
    const changesFrom = (previous) =>
      page.waitForFunction(
        (before) =>
          document.querySelector('[data-demo="LiveCpuUsage"] .MuiLineElement-root')?.getAttribute('d') !== before,
        previous,
        { timeout: 5_000 },
      );
    await changesFrom(await path());
    await demo.getByRole('button', { name: 'Pause' }).click();
    await demo.getByRole('button', { name: 'Resume' }).waitFor();
    const paused = await path();
    await page.waitForTimeout(2_500);
    assert.equal(await path(), paused, 'the line stays still while paused');
    await demo.getByRole('button', { name: 'Resume' }).click();
    await changesFrom(paused);
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('shows a temperature band in the tooltip without its invisible base', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/areas-demo/', 'DailyTemperatureRange');
    // Any point of the plot area triggers the axis tooltip: take the middle of the mean line.
    const box = await demo.locator('.MuiLineElement-series-mean').boundingBox();
    assert.ok(box, 'the chart has a box');
    await page.mouse.move(0, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.waitFor();
    const rows = tooltip.locator('.MuiChartsTooltip-row');
    // Two rows: the band (both temperatures) and the mean; the transparent base is left out.
    assert.equal(await rows.count(), 2);
    const text = await tooltip.innerText();
    assert.match(text, /Low to high/);
    assert.match(text, /\d+(\.\d)? to \d+(\.\d)? °C/);
    assert.match(text, /Mean/);
    await page.context().close();
  });
});
