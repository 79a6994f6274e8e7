import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boxOf, liveDemo as liveChartDemo, openPage, until } from '../support/chart-demos.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

/**
 * Interactions in the demos of the Charts guides on localization, stacking, styling, tooltips and
 * highlighting: each test drives a control or the pointer and checks what the chart drew or
 * showed in response.
 */

/** What a drawn chart of these pages shows first: an axis, or a pie slice. */
const DRAWN = 'svg .MuiChartsAxis-root, svg .MuiPieArc-root';

/** Opens a page and waits until the named demo is live and its chart has drawn. */
function liveDemo(page, path, name, drawn = DRAWN) {
  return liveChartDemo(page, path, name, drawn);
}

/** Moves the pointer to a point of an element, given as fractions of its box. */
async function pointAt(page, locator, fx = 0.5, fy = 0.5) {
  const box = await boxOf(locator);
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
}

/**
 * Moves the pointer onto a point that is inside the filled shape of an SVG element (the middle
 * of a donut slice's box can fall in the hole).
 */
async function pointInside(page, locator) {
  const point = await locator.evaluate((shape) => {
    const box = shape.getBBox();
    const matrix = shape.getScreenCTM();
    for (let fy = 0.1; fy < 1; fy += 0.1) {
      for (let fx = 0.1; fx < 1; fx += 0.1) {
        const inner = new DOMPoint(box.x + box.width * fx, box.y + box.height * fy);
        if (shape.isPointInFill(inner)) {
          const screen = inner.matrixTransform(matrix);
          return { x: screen.x, y: screen.y };
        }
      }
    }
    return null;
  });
  assert.ok(point, 'the shape has a point inside it');
  await page.mouse.move(point.x, point.y);
}

/** Moves the pointer out of every chart, so that tooltips and highlights close. */
async function pointAway(page) {
  await page.mouse.move(1, 1);
}

/** The tick labels of the demo's first axis in a direction ('X' or 'Y'). */
function tickTexts(demo, direction) {
  return demo
    .locator(`.MuiChartsAxis-direction${direction}`)
    .first()
    .locator('.MuiChartsAxis-tickLabel')
    .allTextContents();
}

/** The tick label of the x-axis with this exact text. */
function xTick(demo, text) {
  return demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').filter({ hasText: text }).first();
}

/** Picks an option of a Material UI select, found by its label. */
async function choose(page, demo, label, option) {
  await demo.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  // The menu's backdrop catches the pointer until its exit transition ends.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/**
 * The chart tooltip: a popper at the end of <body>. Custom tooltips built on
 * ChartsTooltipContainer have no class of their own, so find it by its role.
 */
const tooltipOf = (page) => page.getByRole('tooltip');

const selected = (path) => ({ skip: !isSelectedPage(path) && `${path} is not in E2E_PAGES` });

describe('charts feature guides (localization, stacking, styling, tooltip, highlighting)', () => {
  it(
    'localization: localeText replaces the loading and the no-data messages',
    selected('/x/react-charts/localization'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/localization/', 'OverlayTextsLocaleText');
      const svgText = (text) => demo.locator('svg text', { hasText: text });
      await svgText('Counting this week’s returns…').waitFor();
      await demo.getByRole('button', { name: 'No data', exact: true }).click();
      await svgText('No parcel was returned this week').waitFor();
      assert.equal(await svgText('Counting this week’s returns…').count(), 0);
      assert.equal(await svgText('No data to display').count(), 0, 'the English default is replaced');
      await done();
    },
  );

  it(
    'localization: the locale menu reformats the currency on the ticks and in the tooltip',
    selected('/x/react-charts/localization'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/localization/', 'CurrencyPerLocale');
      const yTicks = () => tickTexts(demo, 'Y');
      await until(yTicks, (texts) => texts.some((text) => text.includes('€')), 'euros in German');
      await choose(page, demo, 'Locale', 'English (United States)');
      await until(
        yTicks,
        (texts) => texts.some((text) => /^\$\d+K$/.test(text)) && !texts.some((text) => text.includes('€')),
        'compact dollars in American English',
      );
      await pointAt(page, demo.locator('.MuiBarElement-root').first(), 0.5, 0.8);
      await until(
        () =>
          tooltipOf(page)
            .innerText()
            .catch(() => ''),
        (text) => text.includes('$184,250.50'),
        'the full amount',
      );
      await done();
    },
  );

  it(
    'localization: the right-to-left chart runs from the right and its tooltip is right-to-left',
    selected('/x/react-charts/localization'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/localization/', 'ArabicRightToLeft');
      const january = await boxOf(xTick(demo, 'يناير'));
      const june = await boxOf(xTick(demo, 'يونيو'));
      assert.ok(january.x > june.x, 'January is on the right of June');
      const yAxis = await boxOf(demo.locator('.MuiChartsAxis-directionY').first());
      const plot = await boxOf(demo.locator('.MuiBarElement-root').first());
      assert.ok(yAxis.x > plot.x, 'the value axis is on the right');
      // The first bar of the first series is January's, at the right end.
      await pointAt(page, demo.locator('.MuiBarElement-root').first(), 0.5, 0.8);
      const tooltip = tooltipOf(page);
      await tooltip.waitFor();
      assert.equal(await tooltip.getAttribute('dir'), 'rtl');
      await until(
        () => tooltip.innerText(),
        (text) => text.includes('١٨٢ ألف'),
        'Arabic-Indic digits',
      );
      await done();
    },
  );

  it(
    'stacking: the offset buttons rescale the stack, and losses go below zero',
    selected('/x/react-charts/stacking'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/stacking/', 'StackOffsetPlayground');
      const yValues = async () =>
        (await tickTexts(demo, 'Y')).map((text) => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-')));
      assert.ok(Math.max(...(await yValues())) >= 30, 'the diverging stack of profits reaches 30');
      await demo.getByRole('button', { name: 'expand', exact: true }).click();
      await until(yValues, (values) => Math.max(...values) === 1, 'an expanded stack ends at 1');
      await demo.getByRole('button', { name: 'diverging', exact: true }).click();
      await demo.getByLabel('Months with losses').check();
      await until(yValues, (values) => Math.min(...values) < 0, 'losses below zero');
      await done();
    },
  );

  it(
    'stacking: the ascending order puts the smallest series at the bottom',
    selected('/x/react-charts/stacking'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/stacking/', 'StackOrderPlayground');
      const baseline = (await boxOf(demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line'))).y;
      // Wine's bar in the last slot of the day (its sixth value, 47 orders).
      const wine = demo.locator('.MuiBarElement-series-wine').nth(5);
      const wineBottom = async () => {
        const box = await boxOf(wine);
        return box.y + box.height;
      };
      await until(wineBottom, (bottom) => bottom < baseline - 20, 'wine on top of the stack in the array order');
      await choose(page, demo, 'stackOrder', 'ascending');
      await until(wineBottom, (bottom) => Math.abs(bottom - baseline) < 2, 'wine at the bottom in ascending order');
      await done();
    },
  );

  it(
    'styling: the state buttons switch between the loading, data and no-data states',
    selected('/x/react-charts/styling'),
    async () => {
      const { page, done } = await openPage();
      // While loading, the axes have no data and draw nothing visible.
      const demo = await liveDemo(page, '/x/react-charts/styling/', 'OverlayStates', 'svg text');
      await demo.locator('svg text', { hasText: 'Loading data…' }).waitFor();
      assert.equal(await demo.locator('.MuiBarElement-root').count(), 0);
      await demo.getByRole('button', { name: 'With data', exact: true }).click();
      await until(
        () => demo.locator('.MuiBarElement-root').count(),
        (count) => count === 5,
        'five bars',
      );
      assert.equal(await demo.locator('svg text', { hasText: 'Loading data…' }).count(), 0);
      await demo.getByRole('button', { name: 'No data', exact: true }).click();
      await demo.locator('svg text', { hasText: 'No data to display' }).waitFor();
      await done();
    },
  );

  it(
    'styling: the palette function gives other colours in dark mode',
    selected('/x/react-charts/styling'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/styling/', 'ModeAwarePalette');
      const firstFill = () => demo.locator('.MuiBarElement-root').first().getAttribute('fill');
      await until(firstFill, (fill) => fill === '#e65100', 'the light palette');
      await demo.getByLabel('Dark mode').check();
      await until(firstFill, (fill) => fill === '#ffcc80', 'the dark palette');
      await done();
    },
  );

  it('styling: widening the y-axis moves the plot to the right', selected('/x/react-charts/styling'), async () => {
    const { page, done } = await openPage();
    const demo = await liveDemo(page, '/x/react-charts/styling/', 'MarginAndAxisSize');
    const plotLeft = async () => (await boxOf(demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line'))).x;
    const before = await plotLeft();
    await demo.getByRole('slider', { name: /y-axis width/ }).focus();
    await page.keyboard.press('End');
    await until(plotLeft, (left) => Math.abs(left - (before + 55)) < 2, 'the plot starts 55 pixels further right');
    await done();
  });

  it(
    'tooltip: the trigger buttons switch between axis, item and no tooltip',
    selected('/x/react-charts/tooltip'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/tooltip/', 'TooltipTriggerToggle');
      const tooltip = tooltipOf(page);
      const bergenJanuary = demo.locator('.MuiBarElement-root').first();
      await pointAt(page, bergenJanuary, 0.5, 0.9);
      await until(
        () => tooltip.innerText().catch(() => ''),
        (text) => ['Bergen', 'Berlin', 'Cairo'].every((city) => text.includes(city)),
        'the axis tooltip lists the three cities',
      );
      await pointAway(page);
      await demo.getByRole('button', { name: 'item', exact: true }).click();
      await pointAt(page, bergenJanuary, 0.5, 0.9);
      await until(
        () => tooltip.innerText().catch(() => ''),
        (text) => text.includes('Bergen') && text.includes('190 mm') && !text.includes('Berlin'),
        'the item tooltip shows the bar under the pointer only',
      );
      await pointAway(page);
      await demo.getByRole('button', { name: 'none', exact: true }).click();
      await pointAt(page, bergenJanuary, 0.5, 0.9);
      await page.waitForTimeout(500);
      assert.equal(await tooltip.count(), 0, 'no tooltip with the none trigger');
      await done();
    },
  );

  it(
    'tooltip: the custom axis content gives a verdict on the hour under the pointer',
    selected('/x/react-charts/tooltip'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/tooltip/', 'LatencyBudgetTooltip');
      const plot = await boxOf(demo.locator('.MuiLineElement-root').first());
      const hoverHour = async (hour) => {
        const tick = await boxOf(xTick(demo, hour));
        await page.mouse.move(tick.x + tick.width / 2, plot.y + plot.height / 2);
      };
      const tooltip = tooltipOf(page);
      await hoverHour('12:00');
      await until(
        () => tooltip.innerText().catch(() => ''),
        (text) => text.includes('12:00') && text.includes('355 ms') && text.includes('p99 above the 300 ms budget'),
        'noon breaks the budget',
      );
      await hoverHour('02:00');
      await until(
        () => tooltip.innerText().catch(() => ''),
        (text) => text.includes('02:00') && text.includes('Within budget'),
        'the night stays within budget',
      );
      await done();
    },
  );

  it(
    'tooltip: the custom item content shows the runner under the pointer',
    selected('/x/react-charts/tooltip'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/tooltip/', 'RunnerCardTooltip');
      // The markers are drawn in the order of the data: the first one is bib 104.
      await pointAt(page, demo.locator('svg circle').first());
      await until(
        () =>
          tooltipOf(page)
            .innerText()
            .catch(() => ''),
        (text) => text.includes('Amara Okafor') && text.includes('Bib 104') && text.includes('Finish time 2:24'),
        'the runner card',
      );
      await done();
    },
  );

  it(
    'highlighting: hovering a bar highlights its series and fades the others',
    selected('/x/react-charts/highlighting'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/highlighting/', 'RegionSeriesHighlight');
      const highlighted = demo.locator('.MuiBarElement-highlighted');
      const faded = demo.locator('.MuiBarElement-faded');
      assert.equal(await highlighted.count(), 0);
      await pointAt(page, demo.locator('.MuiBarElement-series-east').nth(2), 0.5, 0.8);
      await until(
        () => highlighted.count(),
        (count) => count === 4,
        'the four East bars highlighted',
      );
      assert.equal(await demo.locator('.MuiBarElement-series-east.MuiBarElement-highlighted').count(), 4);
      assert.equal(await faded.count(), 12, 'the twelve other bars faded');
      await pointAway(page);
      await until(
        () => faded.count(),
        (count) => count === 0,
        'nothing faded once the pointer leaves',
      );
      await done();
    },
  );

  it(
    'highlighting: the controls and the pointer drive the same controlled highlight',
    selected('/x/react-charts/highlighting'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/highlighting/', 'ControlledRegionHighlight');
      const highlighted = demo.locator('.MuiBarElement-highlighted');
      const state = demo.getByTestId('highlight-state');
      assert.equal(await state.innerText(), 'Highlighted: south, Q4');
      assert.equal(await highlighted.count(), 1);
      await choose(page, demo, 'Quarter', 'Whole series');
      await until(
        () => highlighted.count(),
        (count) => count === 4,
        'the whole South series highlighted',
      );
      assert.equal(await demo.locator('.MuiBarElement-series-south.MuiBarElement-highlighted').count(), 4);
      assert.equal(await demo.locator('.MuiBarElement-faded').count(), 12);
      await choose(page, demo, 'Region', 'East');
      await until(
        () => demo.locator('.MuiBarElement-series-east.MuiBarElement-highlighted').count(),
        (count) => count === 4,
        'the whole East series highlighted',
      );
      await pointAt(page, demo.locator('.MuiBarElement-series-north').first(), 0.5, 0.8);
      await until(
        () => state.innerText(),
        (text) => text === 'Highlighted: north, Q1',
        'the hovered bar in the state',
      );
      assert.equal(await demo.getByRole('combobox', { name: 'Region' }).innerText(), 'North');
      assert.equal(await demo.getByRole('combobox', { name: 'Quarter' }).innerText(), 'Q1');
      await done();
    },
  );

  it(
    'highlighting: a bar and a pie slice of the same platform light up together',
    selected('/x/react-charts/highlighting'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/highlighting/', 'SyncedBarAndPie');
      await pointAt(page, demo.locator('.MuiBarElement-root').nth(2), 0.5, 0.8);
      await demo.locator('.MuiPieArc-highlighted.MuiPieArc-data-index-2').waitFor();
      assert.equal(await demo.locator('.MuiPieArc-faded').count(), 4, 'the other slices fade');
      await pointInside(page, demo.locator('.MuiPieArc-data-index-0'));
      await until(
        () => demo.locator('.MuiBarElement-highlighted').count(),
        (count) => count === 1,
        'one bar highlighted',
      );
      const bars = await demo
        .locator('.MuiBarElement-root')
        .evaluateAll((elements) => elements.map((element) => element.classList.contains('MuiBarElement-highlighted')));
      assert.deepEqual(bars, [true, false, false, false, false], 'the first platform’s bar');
      await done();
    },
  );
});
