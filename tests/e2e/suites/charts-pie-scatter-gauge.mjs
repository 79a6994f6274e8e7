import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boxOf, liveDemo, openPage, until } from '../support/chart-demos.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

/**
 * Interactions in the demos of the pie, scatter, sparkline, gauge and radar pages: each test
 * drives a control or the pointer (a click on a slice or a point, a slider, a switch, a toggle)
 * and checks what the chart drew or reported in response.
 */

/**
 * A point of the viewport where this SVG shape is the topmost element under the pointer (the
 * middle of a slice's box can fall in a donut's hole, and radar areas overlap).
 */
async function pointOn(locator) {
  const point = await locator.evaluate((shape) => {
    const box = shape.getBoundingClientRect();
    for (let fy = 0.1; fy < 1; fy += 0.05) {
      for (let fx = 0.1; fx < 1; fx += 0.05) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        if (document.elementFromPoint(x, y) === shape) return { x, y };
      }
    }
    return null;
  });
  assert.ok(point, 'the shape is visible somewhere under the pointer');
  return point;
}

/** The union of the boxes of every element a locator matches. */
async function unionBox(locator) {
  return locator.evaluateAll((elements) => {
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const left = Math.min(...boxes.map((box) => box.left));
    const right = Math.max(...boxes.map((box) => box.right));
    const top = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return { width: right - left, height: bottom - top };
  });
}

/** Moves the pointer out of every chart, so that tooltips and highlights close. */
async function pointAway(page) {
  await page.mouse.move(1, 1);
}

/**
 * The text of the chart tooltip: a popper at the end of <body>, found by its role because custom
 * tooltips built on ChartsTooltipContainer have no class of their own.
 */
const tooltipText = (page) =>
  page
    .getByRole('tooltip')
    .innerText({ timeout: 1000 })
    .catch(() => '');

const selected = (path) => ({ skip: !isSelectedPage(path) && `${path} is not in E2E_PAGES` });

describe('charts: pie, scatter, sparkline, gauge and radar', () => {
  it('pie: clicking a slice reports that slice through onItemClick', selected('/x/react-charts/pie'), async () => {
    const { page, done } = await openPage();
    const demo = await liveDemo(page, '/x/react-charts/pie/', 'ClickableSlicePie', '.MuiPieArc-root');
    const report = demo.getByTestId('clicked-slice');
    assert.equal(await report.innerText(), 'Click a slice to see its details.');
    const point = await pointOn(demo.locator('.MuiPieArc-data-index-1'));
    await page.mouse.click(point.x, point.y);
    await until(
      () => report.innerText(),
      (text) => text.startsWith('User interface: 67 open issues (slice 2 of series'),
      'the second slice reported',
    );
    const documentation = await pointOn(demo.locator('.MuiPieArc-data-index-2'));
    await page.mouse.click(documentation.x, documentation.y);
    await until(
      () => report.innerText(),
      (text) => text.startsWith('Documentation: 18 open issues (slice 3'),
      'the third slice reported',
    );
    await done();
  });

  it('pie: the outer radius slider shrinks the pie', selected('/x/react-charts/pie'), async () => {
    const { page, done } = await openPage();
    const demo = await liveDemo(page, '/x/react-charts/pie/', 'PieShapePlayground', '.MuiPieArc-root');
    const arcs = demo.locator('.MuiPieArc-root');
    // The slices grow into place: wait for the end of the animation.
    await until(
      () => unionBox(arcs),
      (box) => Math.abs(box.width - 200) < 4 && Math.abs(box.height - 200) < 4,
      'a full pie of radius 100',
    );
    await demo.getByRole('slider', { name: /Outer radius/ }).focus();
    await page.keyboard.press('Home');
    await until(
      () => unionBox(arcs),
      (box) => Math.abs(box.width - 100) < 4,
      'a pie of radius 50 once the slider is at its minimum',
    );
    await done();
  });

  it(
    'pie demos: the custom tooltip describes the slice under the pointer',
    selected('/x/react-charts/pie-demo'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/pie-demo/', 'PlatformRevenueTooltip', '.MuiPieArc-root');
      const consoles = await pointOn(demo.locator('.MuiPieArc-data-index-1'));
      await page.mouse.move(consoles.x, consoles.y);
      await until(
        () => tooltipText(page),
        (text) =>
          text.includes('Consoles') && text.includes('$7.1 million revenue') && text.includes('7 titles released'),
        'the consoles card',
      );
      await pointAway(page);
      const mobile = await pointOn(demo.locator('.MuiPieArc-data-index-2'));
      await page.mouse.move(mobile.x, mobile.y);
      await until(
        () => tooltipText(page),
        (text) => text.includes('19 titles released'),
        'the mobile card',
      );
      await done();
    },
  );

  it(
    'scatter: clicking near a point reports the listing under the pointer',
    selected('/x/react-charts/scatter'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/scatter/', 'ListingClickDetails', 'svg circle');
      const report = demo.getByTestId('clicked-listing');
      assert.equal(await report.innerText(), 'Click near a point to see the listing.');
      // The legend draws its marks as SVG circles too: skip them.
      const marker = await boxOf(demo.locator('svg circle:not(.MuiChartsLabelMark-fill)').first());
      await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
      // The default item tooltip writes the point as "(x, y)": area, then rent.
      const tooltip = await until(
        () => tooltipText(page),
        (text) => /\(\d+, \d+\)/.test(text),
        'the tooltip of the point',
      );
      const [, area, rent] = /\((\d+), (\d+)\)/.exec(tooltip);
      await page.mouse.down();
      await page.mouse.up();
      await until(
        () => report.innerText(),
        (text) => text.includes(`${area} m², €${rent} a month`),
        `the clicked listing (${area} m², €${rent})`,
      );
      await done();
    },
  );

  it(
    'scatter: the voronoi radius decides whether a point far from the pointer answers',
    selected('/x/react-charts/scatter'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/scatter/', 'VoronoiRadiusControls', 'svg circle');
      // Small flats with high rents do not exist: the top left corner of the plot is empty.
      const xLine = await boxOf(demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line'));
      const yLine = await boxOf(demo.locator('.MuiChartsAxis-directionY .MuiChartsAxis-line'));
      const corner = { x: xLine.x + 8, y: yLine.y + 8 };
      await page.mouse.move(corner.x, corner.y);
      await page.waitForTimeout(500);
      assert.equal(await tooltipText(page), '', 'no point within 30 pixels');
      await demo.getByLabel('No radius limit').check();
      await pointAway(page);
      await page.mouse.move(corner.x, corner.y);
      await until(
        () => tooltipText(page),
        (text) => text.includes('Lyon listings'),
        'the closest point answers',
      );
      await done();
    },
  );

  it(
    'sparkline: the switches turn the tooltip and the highlight off',
    selected('/x/react-charts/sparkline'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/sparkline/', 'TooltipAndHighlightSparklines', 'svg path');
      const line = demo.getByTestId('build-line').locator('svg');
      const hoverLine = async () => {
        await pointAway(page);
        const box = await boxOf(line);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      };
      // On a line sparkline, the highlight is a dot on the line at the pointer's position.
      const highlights = demo.getByTestId('build-line').locator('.MuiHighlightElement-root');
      await hoverLine();
      await until(
        () => tooltipText(page),
        (text) => / min$/m.test(text),
        'a build duration in the tooltip',
      );
      await until(
        () => highlights.count(),
        (count) => count > 0,
        'the highlight line',
      );
      await demo.getByLabel('showTooltip').uncheck();
      await hoverLine();
      await page.waitForTimeout(500);
      assert.equal(await tooltipText(page), '', 'no tooltip once showTooltip is off');
      assert.ok((await highlights.count()) > 0, 'the highlight still follows the pointer');
      await demo.getByLabel('showHighlight').uncheck();
      await hoverLine();
      await until(
        () => highlights.count(),
        (count) => count === 0,
        'no highlight once showHighlight is off',
      );
      await done();
    },
  );

  it(
    'gauge: the load slider changes the value, its text and its colour',
    selected('/x/react-charts/gauge'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/gauge/', 'CpuLoadThresholds', '.MuiGauge-valueArc');
      const text = () => demo.locator('.MuiGauge-valueText').textContent();
      const fill = () =>
        demo
          .locator('.MuiGauge-valueArc')
          .first()
          .evaluate((arc) => getComputedStyle(arc).fill);
      assert.equal(await text(), '47%');
      assert.equal(await fill(), 'rgb(46, 125, 50)', 'green under 60 %');
      await demo.getByRole('slider', { name: 'Simulated CPU load' }).focus();
      await page.keyboard.press('End');
      await until(text, (value) => value === '100%', 'the text follows the slider');
      await until(fill, (value) => value === 'rgb(211, 47, 47)', 'red from 85 %');
      assert.equal(await demo.getByRole('meter').getAttribute('aria-valuenow'), '100');
      await done();
    },
  );

  it('gauge: the speed buttons turn the custom needle', selected('/x/react-charts/gauge'), async () => {
    const { page, done } = await openPage();
    const demo = await liveDemo(page, '/x/react-charts/gauge/', 'SpeedometerNeedle', '[data-testid="gauge-needle"]');
    const needle = demo.getByTestId('gauge-needle');
    const tip = async () => (await needle.getAttribute('data-tip')).split(',').map(Number);
    const [slowX] = await tip();
    assert.match(await needle.textContent(), /50 km\/h/);
    await demo.getByRole('group', { name: 'Set the speed' }).getByRole('button', { name: '130' }).click();
    await until(
      () => needle.textContent(),
      (value) => value.includes('130 km/h'),
      'the label follows the value',
    );
    const [fastX] = await tip();
    assert.ok(fastX > slowX + 40, `the needle turns right (tip x ${slowX} → ${fastX})`);
    await done();
  });

  it(
    'radar: the trigger toggle switches between axis, item and no tooltip',
    selected('/x/react-charts/radar'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(page, '/x/react-charts/radar/', 'RadarTooltipTrigger', '.MuiRadarSeriesPlot-area');
      const payments = demo.locator('.MuiRadarSeriesPlot-area').first();
      const hoverPayments = async () => {
        await pointAway(page);
        const point = await pointOn(payments);
        await page.mouse.move(point.x, point.y);
      };
      await hoverPayments();
      await until(
        () => tooltipText(page),
        (text) => ['Payments', 'Growth', 'Mobile'].every((team) => text.includes(team)),
        'the axis tooltip lists the three teams',
      );
      await demo.getByRole('button', { name: 'item', exact: true }).click();
      await hoverPayments();
      await until(
        () => tooltipText(page),
        (text) => text.includes('Payments') && !text.includes('Growth') && text.includes('/ 10'),
        'the item tooltip shows the hovered team only',
      );
      await demo.getByRole('button', { name: 'none', exact: true }).click();
      await hoverPayments();
      await page.waitForTimeout(500);
      assert.equal(await tooltipText(page), '', 'no tooltip with the none trigger');
      await done();
    },
  );

  it(
    'radar: the team buttons and the pointer share the controlled highlight',
    selected('/x/react-charts/radar'),
    async () => {
      const { page, done } = await openPage();
      const demo = await liveDemo(
        page,
        '/x/react-charts/radar/',
        'ControlledSeriesHighlight',
        '.MuiRadarSeriesPlot-area',
      );
      const areas = demo.locator('.MuiRadarSeriesPlot-area');
      const states = () =>
        areas.evaluateAll((elements) =>
          elements.map((element) => {
            if (element.classList.contains('MuiRadarSeriesPlot-highlighted')) return 'highlighted';
            return element.classList.contains('MuiRadarSeriesPlot-faded') ? 'faded' : 'plain';
          }),
        );
      assert.deepEqual(await states(), ['plain', 'plain', 'plain']);
      await demo.getByRole('button', { name: 'Growth', exact: true }).click();
      await until(
        states,
        (value) => value.join() === 'faded,highlighted,faded',
        'the Growth area highlighted, the others faded',
      );
      const point = await pointOn(areas.first());
      await page.mouse.move(point.x, point.y);
      await until(
        () => demo.getByRole('button', { name: 'Payments', exact: true }).getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
        'hovering Payments selects its button',
      );
      assert.deepEqual(await states(), ['highlighted', 'faded', 'faded']);
      await done();
    },
  );
});
