import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { until } from '../support/chart-demos.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * Interactions in the demos of the Charts guides on animation, axes, custom components,
 * composition, labels and legends: each test drives a control or the pointer and checks what
 * the chart drew in response.
 */

/** Opens a page and waits until the named demo is live (its module loaded and mounted). */
async function liveDemo(page, path, name) {
  await gotoHydrated(page, path);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  // The chart draws once it has measured its container.
  await demo.locator('svg .MuiChartsAxis-root, svg .MuiPieArc-root').first().waitFor();
  return demo;
}

/** The texts of the tick labels of the demo's y-axis (the first one drawn). */
async function yTickTexts(demo) {
  return demo.locator('.MuiChartsAxis-directionY').first().locator('.MuiChartsAxis-tickLabel').allTextContents();
}

/** Moves the pointer to a point of an element, given as fractions of its box. */
async function pointAt(page, locator, fx = 0.5, fy = 0.5) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element has a box');
  await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
}

const selected = (path) => ({ skip: !isSelectedPage(path) && `${path} is not in E2E_PAGES` });

describe('charts feature guides', () => {
  it(
    'legend: clicking an item hides its series and the y-axis rescales',
    selected('/x/react-charts/legend'),
    async () => {
      const page = await newPage();
      const demo = await liveDemo(page, '/x/react-charts/legend/', 'LatencyToggleLegend');
      const highest = async () => Math.max(...(await yTickTexts(demo)).map((text) => Number(text.replace(/,/g, ''))));
      const before = await highest();
      await demo.getByRole('button', { name: 'p99', exact: true }).click();
      await until(highest, (value) => value < before, 'the y-axis did not shrink without p99');
      await demo.getByRole('button', { name: 'p99', exact: true }).click();
      await until(highest, (value) => value === before, 'the y-axis did not come back with p99');
      await page.context().close();
    },
  );

  it('label: lowering arcLabelMinAngle labels the small slices too', selected('/x/react-charts/label'), async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/label/', 'PieArcLabelOptions');
    // A slice under the minimum angle keeps its label element, empty.
    const shown = async () => (await demo.locator('.MuiPieArcLabel-root').allTextContents()).filter(Boolean).length;
    const before = await shown();
    assert.ok(before < 5, `slices under 20° have no label (found ${before} labels)`);
    await demo.getByRole('slider', { name: /arcLabelMinAngle/ }).focus();
    await page.keyboard.press('Home');
    await until(shown, (count) => count === 5, 'every slice should have a label');
    await page.context().close();
  });

  it('axis: the locale switch reformats ticks through valueFormatter', selected('/x/react-charts/axis'), async () => {
    // Under emulated reduced motion this run saw the tick labels stay empty (not seen on a plain
    // load of the page with reduced motion; see docs/notes/open-questions.md).
    // Under emulated reduced motion this test saw the tick labels stay empty, which a plain load
    // of the page with reduced motion does not show (docs/notes/open-questions.md).
    const page = await newPage({ reducedMotion: 'no-preference' });
    const demo = await liveDemo(page, '/x/react-charts/axis/', 'LocaleValueFormatter');
    const xTicks = () => demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
    await until(xTicks, (texts) => texts.includes('Okt') && texts.includes('Dez'), 'German months by default');
    await demo.getByRole('button', { name: 'ja-JP', exact: true }).click();
    await until(xTicks, (texts) => texts.includes('3月'), 'Japanese month names');
    await demo.getByRole('button', { name: 'en-US', exact: true }).click();
    await until(xTicks, (texts) => texts.includes('Mar'), 'English month names');
    const yTexts = await yTickTexts(demo);
    assert.ok(
      yTexts.some((text) => /^€\d+K$/.test(text)),
      `compact euros on the y-axis: ${yTexts}`,
    );
    await page.context().close();
  });

  it('axis: the position controls move the axes to the other side', selected('/x/react-charts/axis'), async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/axis/', 'AxisPositions');
    assert.equal(await demo.locator('.MuiChartsAxis-top').count(), 1);
    assert.equal(await demo.locator('.MuiChartsAxis-right').count(), 1);
    await demo
      .getByRole('group', { name: 'x-axis position' })
      .getByRole('button', { name: 'bottom', exact: true })
      .click();
    await demo
      .getByRole('group', { name: 'y-axis position' })
      .getByRole('button', { name: 'left', exact: true })
      .click();
    await demo.locator('.MuiChartsAxis-bottom').waitFor();
    await demo.locator('.MuiChartsAxis-left').waitFor();
    assert.equal(await demo.locator('.MuiChartsAxis-top, .MuiChartsAxis-right').count(), 0);
    await page.context().close();
  });

  it(
    'animation: skipAnimation takes the animate class off the marks',
    selected('/x/react-charts/animation'),
    async () => {
      // A reader who does not ask for reduced motion: the charts animate.
      const page = await newPage({ reducedMotion: 'no-preference' });
      const demo = await liveDemo(page, '/x/react-charts/animation/', 'SkipAnimationToggle');
      const animated = demo.locator('.MuiMarkElement-animate');
      await until(
        () => animated.count(),
        (count) => count === 28,
        'two series of 14 animated marks',
      );
      await demo.getByLabel('skipAnimation', { exact: true }).check();
      await until(
        () => animated.count(),
        (count) => count === 0,
        'no animated mark once skipped',
      );
      assert.equal(await demo.locator('.MuiMarkElement-root').count(), 28);
      await page.context().close();
    },
  );

  it(
    'animation: the count-up labels end on the values after a replay',
    selected('/x/react-charts/animation'),
    async () => {
      // A reader who does not ask for reduced motion: the charts animate.
      const page = await newPage({ reducedMotion: 'no-preference' });
      const demo = await liveDemo(page, '/x/react-charts/animation/', 'CountUpBarLabels');
      // Every text of the chart: the axes' and the five labels'.
      const texts = () => demo.locator('svg text').allTextContents();
      const finalValues = (values) => ['142', '128', '167', '96', '151'].every((value) => values.includes(value));
      await until(texts, finalValues, 'the labels did not reach their values');
      await demo.getByRole('button', { name: 'Replay', exact: true }).click();
      // Right after a replay, the labels start from zero…
      await until(texts, (values) => !finalValues(values), 'the replay did not restart the labels');
      // …and count up to the values again.
      await until(texts, finalValues, 'the labels did not reach their values after the replay');
      await page.context().close();
    },
  );

  it(
    'custom components: the readout follows the pointer with a value per y-axis',
    selected('/x/react-charts/components'),
    async () => {
      const page = await newPage();
      const demo = await liveDemo(page, '/x/react-charts/components/', 'PointerValueReadout');
      const readout = demo.locator('[data-testid="pointer-readout"]');
      assert.equal(await readout.count(), 0);
      const chart = demo.locator('svg:has(.MuiChartsAxis-root)');
      await pointAt(page, chart, 0.5, 0.3);
      await readout.waitFor();
      // SVG elements have no innerText.
      const high = await readout.textContent();
      assert.match(high, /-?\d+\.\d °C/);
      assert.match(high, /\d+ %/);
      await pointAt(page, chart, 0.5, 0.7);
      // Lower on the chart, lower values.
      await until(
        () => readout.textContent(),
        (low) => parseFloat(low) < parseFloat(high),
        `the readout did not go down from ${high}`,
      );
      await page.mouse.move(0, 0);
      await readout.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );

  it(
    'custom components: the tooltip slot shows shares and a total',
    selected('/x/react-charts/components'),
    async () => {
      const page = await newPage();
      const demo = await liveDemo(page, '/x/react-charts/components/', 'ChannelShareTooltip');
      await pointAt(page, demo.locator('.MuiBarElement-root').first(), 0.5, 0.5);
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      const text = await tooltip.innerText();
      assert.match(text, /Week 14/);
      assert.match(text, /Email/);
      assert.match(text, /\d+%/);
      assert.match(text, /Total: 896 tickets/);
      await page.context().close();
    },
  );

  it(
    'composition: switching the series type swaps the bars for lines',
    selected('/x/react-charts/composition'),
    async () => {
      const page = await newPage();
      const demo = await liveDemo(page, '/x/react-charts/composition/', 'SwitchSeriesType');
      assert.equal(await demo.locator('.MuiBarElement-root').count(), 16);
      assert.equal(await demo.locator('.MuiLineElement-root').count(), 0);
      await demo.getByRole('button', { name: 'line', exact: true }).click();
      await until(
        () => demo.locator('.MuiLineElement-root').count(),
        (count) => count === 2,
        'two lines',
      );
      assert.equal(await demo.locator('.MuiBarElement-root').count(), 0);
      await page.context().close();
    },
  );

  it(
    'composition: the clip path keeps the line inside the drawing area',
    selected('/x/react-charts/composition'),
    async () => {
      const page = await newPage();
      const demo = await liveDemo(page, '/x/react-charts/composition/', 'ClipToDrawingArea');
      // The demo's own clip path (the line's reveal animation has another one, ending in -line-clip).
      const clipped = demo.locator('g[clip-path$="-clip-path)"] .MuiLineElement-root');
      assert.equal(await clipped.count(), 1);
      await demo.getByLabel('Clip to the drawing area', { exact: true }).uncheck();
      await until(
        () => clipped.count(),
        (count) => count === 0,
        'the line is no longer clipped',
      );
      await page.context().close();
    },
  );
});
