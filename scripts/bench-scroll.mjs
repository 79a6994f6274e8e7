/**
 * Scroll benchmark: in Chromium, against `gatsby serve` of the current public/, scrolls the
 * virtualization page's 100,000-row grid from its first row to its last at a steady speed, as a
 * reader dragging the scroll bar would, and reports the frames the browser drew: total time, frame
 * count, frames dropped (a frame that took longer than 1.5 × 16.7 ms counts every 16.7 ms it missed),
 * the 95th-percentile and longest frame, and long tasks. Writes .bench/scroll.json.
 *
 *   npm run bench:scroll                                   the default page and demo
 *   npm run bench:scroll -- --page /x/… --demo Name --px-per-frame 3000
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium.mjs';
import { ROOT, startGatsbyServe } from './lib/gatsby-serve.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const pagePath = option('page', '/x/react-data-grid/virtualization/');
const demoName = option('demo', 'SensorLogHundredThousandRows');
const pxPerFrame = Number(option('px-per-frame', '2600'));
const FRAME_MS = 1000 / 60;

if (!fs.existsSync(path.join(ROOT, 'public', pagePath, 'index.html'))) {
  console.error(`public${pagePath}index.html does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startGatsbyServe();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'load' });
  const demo = page.locator(`[data-demo="${demoName}"]`);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('[data-live="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await demo.locator('[role="row"][data-rowindex="0"]').waitFor({ timeout: 60_000 });
  const result = await page.evaluate(
    ({ name, step }) =>
      new Promise((resolve) => {
        const scroller = document.querySelector(`[data-demo="${name}"] .MuiDataGrid-virtualScroller`);
        if (!scroller) throw new Error(`No grid scroller in the demo ${name}.`);
        const longTasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const frames = [];
        let last = performance.now();
        const started = last;
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          const bottom = scroller.scrollHeight - scroller.clientHeight;
          if (scroller.scrollTop >= bottom - 1) {
            observer.disconnect();
            const lastRow = scroller.querySelector('[role="row"]:last-of-type')?.getAttribute('aria-rowindex');
            resolve({ ms: now - started, frames, longTasks, scrollHeight: scroller.scrollHeight, lastRow });
            return;
          }
          scroller.scrollTop = Math.min(bottom, scroller.scrollTop + step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { name: demoName, step: pxPerFrame },
  );
  const deltas = result.frames.slice(1);
  const sorted = [...deltas].sort((a, b) => a - b);
  const dropped = deltas.reduce(
    (sum, delta) => sum + (delta > 1.5 * FRAME_MS ? Math.round(delta / FRAME_MS) - 1 : 0),
    0,
  );
  const ideal = deltas.length * FRAME_MS;
  const summary = {
    page: pagePath,
    demo: demoName,
    pxPerFrame,
    scrollHeightPx: result.scrollHeight,
    lastRowIndexShown: result.lastRow,
    seconds: +(result.ms / 1000).toFixed(2),
    idealSeconds: +(ideal / 1000).toFixed(2),
    frames: deltas.length,
    droppedFrames: dropped,
    droppedShare: +(dropped / (deltas.length + dropped)).toFixed(3),
    p95FrameMs: +(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1),
    maxFrameMs: +(sorted[sorted.length - 1] ?? 0).toFixed(1),
    longTasks: result.longTasks.length,
    longestTaskMs: +Math.max(0, ...result.longTasks).toFixed(1),
  };
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', 'scroll.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.table(summary);
} finally {
  await browser.close();
  await server.stop();
}
