import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { settledCentre, waitUntilLive } from '../support/demos.mjs';

/**
 * The Pro charts (heatmap, funnel), their features (zoom and pan, export) and the planned charts
 * (treemap, Sankey, Gantt): each test drives a demo the way a reader would (pointer, wheel,
 * keyboard, clicks) and checks what the page then shows, with no console error or warning on the
 * way other than the documented missing-license notice.
 */

const BASE = '/x/react-charts';

/** Runs `check` until it stops throwing, for results that appear after a render or a timer. */
async function eventually(check, timeout = 5_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A test on one page, skipped when E2E_PAGES leaves the page out. It gets a fresh page and a
 * function that brings a named demo to life, and fails on any console problem. `init` runs in the
 * page before its scripts (to stand in for browser dialogs).
 */
function pageTest(name, pagePath, body, { init } = {}) {
  it(name, { skip: !isSelectedPage(pagePath) }, async () => {
    const page = await newPage();
    const problems = watchConsole(page, { ignore: [/ERR_CONNECTION_REFUSED/] });
    try {
      if (init) await page.context().addInitScript(init);
      await gotoHydrated(page, pagePath);
      const demo = async (demoName) => {
        const root = page.locator(`[data-demo="${demoName}"]`);
        await waitUntilLive(root);
        return root;
      };
      await body(page, demo);
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });
}

/** Moves the mouse to the middle of a locator's box. */
async function hover(page, locator) {
  const { x, y } = await settledCentre(locator);
  await page.mouse.move(x, y);
}

describe('charts: heatmap', () => {
  pageTest('a custom tooltip shows the hovered cell of the latency heatmap', `${BASE}/heatmap/`, async (page, demo) => {
    const heatmap = await demo('CustomLatencyTooltip');
    const cells = heatmap.locator('.MuiHeatmap-cell');
    assert.equal(await cells.count(), 6 * 12);
    // The first cell is us-east, 00:00–02:00 UTC.
    await hover(page, cells.first());
    // The custom content has none of the default tooltip's classes; its popper is a tooltip.
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const text = await tooltip.innerText();
    assert.match(text, /us-east/);
    assert.match(text, /00:00 – 02:00 UTC/);
    assert.match(text, /\d+ ms/);
    assert.match(text, /(over target|Within the 250 ms target)/);
  });

  pageTest(
    'choosing a day highlights its busiest hour and fades the other cells',
    `${BASE}/heatmap/`,
    async (page, demo) => {
      const picker = await demo('BusiestHourPicker');
      assert.equal(await picker.locator('.MuiHeatmap-cell.Charts-highlighted').count(), 0);
      await picker.getByRole('combobox', { name: 'Busiest hour of' }).click();
      await page.getByRole('option', { name: 'Mon' }).click();
      await eventually(async () => assert.match(await picker.innerText(), /Mon at 10:00: 57 tickets/));
      assert.equal(await picker.locator('.MuiHeatmap-cell.Charts-highlighted').count(), 1);
      assert.equal(await picker.locator('.MuiHeatmap-cell.Charts-faded').count(), 7 * 12 - 1);
    },
  );

  pageTest(
    'the continuous colour scale switches from two colours to a function',
    `${BASE}/heatmap/`,
    async (page, demo) => {
      const rainfall = await demo('ContinuousRainfallScale');
      const fills = () =>
        rainfall.locator('.MuiHeatmap-cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).fill));
      const before = await fills();
      await rainfall.getByRole('button', { name: /Function/ }).click();
      await eventually(async () => assert.notDeepEqual(await fills(), before));
      assert.ok(
        (await fills()).every((fill) => fill?.startsWith('rgb')),
        'every cell has a colour',
      );
    },
  );
});

describe('charts: funnel', () => {
  pageTest(
    'clicking a section reports its share of visits and of the previous step',
    `${BASE}/funnel/`,
    async (page, demo) => {
      const funnel = await demo('StageDetailsOnClick');
      const status = funnel.locator('.demo-root').getByRole('status');
      assert.match(await status.innerText(), /Click a section/);
      // Sections are drawn in order: the third is "Added to cart".
      await funnel.locator('.MuiFunnelSection-root').nth(2).click();
      await eventually(async () =>
        assert.equal(
          await status.innerText(),
          'Added to cart: 12,800 visitors, 27% of all visits, 41% of "Product views".',
        ),
      );
    },
  );

  pageTest(
    'the legend can be hidden, and the tooltip names the hovered step',
    `${BASE}/funnel/`,
    async (page, demo) => {
      const funnel = await demo('HiringLegendToggle');
      const legend = funnel.locator('.MuiChartsLegend-root');
      assert.equal(await legend.count(), 1);
      assert.match(await legend.innerText(), /Phone screens/);
      await hover(page, funnel.locator('.MuiFunnelSection-root').nth(1));
      const tooltip = page.locator('.MuiChartsTooltip-root');
      await tooltip.waitFor();
      assert.match(await tooltip.innerText(), /Phone screens[\s\S]*210/);
      await funnel.getByLabel('Hide the legend').check();
      await eventually(async () => assert.equal(await legend.count(), 0));
    },
  );

  pageTest('the step curve turns every section into a rectangle', `${BASE}/funnel/`, async (page, demo) => {
    const funnel = await demo('CurveShapes');
    const paths = () =>
      funnel.locator('.MuiFunnelSection-root').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('d')));
    const linear = await paths();
    await funnel.getByRole('button', { name: 'step' }).click();
    await eventually(async () => assert.notDeepEqual(await paths(), linear));
    // A rectangle: every segment of the outline is horizontal or vertical, and the points
    // lie on two heights only. The linear curve had slanted sides.
    const isRectangle = (d) => {
      const points = [...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
      const straight = points.every(([x, y], index) => {
        const [nextX, nextY] = points[(index + 1) % points.length];
        return Math.abs(x - nextX) < 0.01 || Math.abs(y - nextY) < 0.01;
      });
      return straight && new Set(points.map(([, y]) => y.toFixed(1))).size === 2;
    };
    assert.ok(!linear.every(isRectangle), 'the linear sections have slanted sides');
    for (const d of await paths()) assert.ok(isRectangle(d), `a rectangle: ${d}`);
  });
});

describe('charts: zoom and pan', () => {
  /** The tick labels of a chart's x-axis. */
  // Tick labels are SVG text, which has no innerText: read their text content.
  const xTicks = (root) => root.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();

  pageTest('the range slider and the wheel drive the same zoom state', `${BASE}/zoom-and-pan/`, async (page, demo) => {
    const zoom = await demo('TemperatureRangeSlider');
    const status = zoom.locator('.demo-root').getByRole('status');
    const first = zoom.getByRole('slider', { name: 'First day shown' });
    const last = zoom.getByRole('slider', { name: 'Last day shown' });
    assert.equal(await first.getAttribute('aria-valuenow'), '40');
    assert.equal(await last.getAttribute('aria-valuenow'), '65');
    const before = await status.innerText();
    const ticksBefore = await xTicks(zoom);

    // The slider moves the chart: ten steps of 0.5 % to the right.
    await first.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await first.getAttribute('aria-valuenow'), '45');
    await eventually(async () => assert.notEqual(await status.innerText(), before));
    await eventually(async () => assert.notDeepEqual(await xTicks(zoom), ticksBefore));

    // The wheel over the chart zooms in and the thumbs follow.
    const surface = zoom.locator('svg:has(.MuiChartsAxis-root)').first();
    await hover(page, surface);
    await page.mouse.wheel(0, -300);
    await eventually(async () => {
      const span = Number(await last.getAttribute('aria-valuenow')) - Number(await first.getAttribute('aria-valuenow'));
      assert.ok(span < 20, `the span shrank below 20 %, got ${span}`);
    });
  });

  pageTest(
    'the zoom buttons call setZoomData and onZoomChange reports the span',
    `${BASE}/zoom-and-pan/`,
    async (page, demo) => {
      const bars = await demo('OrdersZoomButtons');
      const status = bars.locator('.demo-root').getByRole('status');
      const barCount = () => bars.locator('.MuiBarElement-root').count();
      assert.match(await status.innerText(), /100% of the 13 weeks shown/);
      await bars.getByRole('button', { name: 'Zoom in' }).click();
      await eventually(async () => assert.match(await status.innerText(), /^50% of the 13 weeks shown/));
      await bars.getByRole('button', { name: 'Zoom in' }).click();
      await eventually(async () => assert.match(await status.innerText(), /^25% of the 13 weeks shown/));
      // The bars outside the visible part are clipped, but wider: fewer fit in the drawing area.
      const box = await bars.locator('.MuiBarElement-root').first().boundingBox();
      assert.ok(box && box.width > 10, `the bars grew, width ${box?.width}`);
      await bars.getByRole('button', { name: 'Reset', exact: true }).click();
      await eventually(async () => assert.match(await status.innerText(), /^100% of the 13 weeks shown/));
      assert.equal(await barCount(), 91);
    },
  );

  pageTest('zooming one synchronized chart zooms the other', `${BASE}/zoom-and-pan/`, async (page, demo) => {
    const charts = await demo('SynchronizedWeatherCharts');
    const surfaces = charts.locator('svg:has(.MuiChartsAxis-root)');
    const lowerTicks = () => xTicks(surfaces.nth(1));
    const before = await lowerTicks();
    await hover(page, surfaces.nth(0));
    await page.mouse.wheel(0, -400);
    await eventually(async () => assert.notDeepEqual(await lowerTicks(), before));
  });
});

describe('charts: export', () => {
  /**
   * Stands in for the browser's print dialog, and keeps the images the chart downloads. The
   * chart prints from a frame it appends to the page, calling `frame.contentWindow.print()`: the
   * `contentWindow` getter is wrapped so that this `print()` records what the frame holds instead
   * of opening the dialog.
   */
  function fakePrint() {
    if (window !== window.top) return;
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get() {
        const frame = contentWindow.get.call(this);
        const title = this.title;
        if (frame) {
          frame.print = () => {
            window.__printed = [
              ...(window.__printed ?? []),
              {
                title,
                bars: frame.document.querySelectorAll('.MuiBarElement-root').length,
                text: frame.document.body.innerText,
              },
            ];
          };
        }
        return frame;
      },
    });
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob) => {
      window.__blobs = [...(window.__blobs ?? []), blob];
      return createObjectURL.call(URL, blob);
    };
  }

  pageTest(
    'Print opens the print flow with a copy of the chart and its legend',
    `${BASE}/export/`,
    async (page, demo) => {
      const report = await demo('PrintSalesReport');
      await report.getByRole('button', { name: 'Print' }).click();
      const printed = await eventually(async () => {
        const calls = await page.evaluate(() => window.__printed ?? []);
        assert.equal(calls.length, 1);
        return calls[0];
      }, 15_000);
      assert.equal(printed.title, 'Sales by region, H1 2025');
      // Three regions over six months.
      assert.equal(printed.bars, 18);
      assert.match(printed.text, /North[\s\S]*South[\s\S]*Coast/);
      assert.doesNotMatch(printed.text, /Print/);
    },
    { init: fakePrint },
  );

  pageTest(
    'Download image produces a PNG, then a JPEG, of the chart',
    `${BASE}/export/`,
    async (page, demo) => {
      const latency = await demo('ImageFormatOptions');
      for (const [format, type, extension] of [
        ['PNG', 'image/png', 'png'],
        ['JPEG', 'image/jpeg', 'jpeg'],
      ]) {
        await latency.getByRole('combobox', { name: 'Format' }).click();
        await page.getByRole('option', { name: format, exact: true }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          latency.getByRole('button', { name: 'Download image' }).click(),
        ]);
        assert.match(download.suggestedFilename(), new RegExp(`^api-latency(\\.${extension}|\\.jpg)?$`));
        const image = await page.evaluate(async () => {
          const blob = window.__blobs.at(-1);
          const bitmap = await createImageBitmap(blob);
          const bytes = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
          return { type: blob.type, size: blob.size, width: bitmap.width, height: bitmap.height, head: [...bytes] };
        });
        assert.equal(image.type, type);
        assert.ok(image.size > 5_000, `a real image, ${image.size} bytes`);
        // The chart is 300 px high, drawn at the device pixel ratio (1 in the tests).
        assert.ok(image.height >= 300 && image.width >= 400, `${image.width} × ${image.height}`);
        const signature = type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47] : [0xff, 0xd8, 0xff];
        assert.deepEqual(image.head.slice(0, signature.length), signature);
      }
    },
    { init: fakePrint },
  );
});

describe('charts: planned charts drawn today', () => {
  pageTest(
    'the treemap opens a department and goes back with the breadcrumb',
    `${BASE}/treemap/`,
    async (page, demo) => {
      const treemap = await demo('BudgetDrillDown');
      await treemap.getByRole('button', { name: /^Open Education: €308M$/ }).click();
      await treemap.getByRole('img', { name: 'Primary schools: €142M' }).waitFor();
      assert.equal(
        await treemap
          .locator('.demo-root')
          .getByRole('button', { name: /^Open / })
          .count(),
        0,
      );
      await treemap.getByRole('button', { name: 'All departments' }).click();
      await treemap.getByRole('button', { name: /^Open Transport/ }).waitFor();
      // The keyboard opens a tile too.
      await treemap.getByRole('button', { name: /^Open Safety/ }).focus();
      await page.keyboard.press('Enter');
      await treemap.getByRole('img', { name: 'Fire service: €36M' }).waitFor();
    },
  );

  pageTest(
    'pointing at a Sankey node lights up its flows and reports its total',
    `${BASE}/sankey/`,
    async (page, demo) => {
      const sankey = await demo('EnergyFlowSankey');
      const status = sankey.locator('.demo-root').getByRole('status');
      const opacities = () =>
        sankey
          .locator('path[fill-opacity]')
          .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill-opacity')));
      assert.ok((await opacities()).every((value) => value === '0.5'));
      await hover(page, sankey.getByRole('img', { name: 'Heat: 88 TWh' }).locator('rect'));
      await eventually(async () => assert.equal(await status.innerText(), 'Heat: 88 TWh'));
      // Heat has four flows: gas in; homes, industry and losses out.
      await eventually(async () => assert.equal((await opacities()).filter((value) => value === '0.5').length, 4));
      await page.mouse.move(0, 0);
      await eventually(async () => assert.ok((await opacities()).every((value) => value === '0.5')));
    },
  );

  pageTest(
    'a Gantt task shows its dates in the tooltip, and not its invisible offset',
    `${BASE}/gantt/`,
    async (page, demo) => {
      const gantt = await demo('ReleasePlanGantt');
      // Bars of the second series (the visible ones) are drawn after the offsets; the second task is "Mock-ups".
      const visible = gantt.locator('.MuiBarElement-root:not([fill="transparent"])');
      assert.equal(await visible.count(), 7);
      await hover(page, visible.nth(1));
      const tooltip = page.locator('.MuiChartsTooltip-root');
      await tooltip.waitFor();
      const text = await tooltip.innerText();
      assert.match(text, /Mock-ups/);
      assert.match(text, /14 Apr – 2 May \(18 days\)/);
      assert.equal(text.match(/Task/g)?.length, 1, `only the task row: ${text}`);
    },
  );
});
