/**
 * Editable-demo benchmark: in Chromium, against `gatsby serve` of the current public/, measures
 *   - the editor chunk (`demo-editor`: editor, highlighter, transform, runner), gzip;
 *   - first-load JavaScript of a prose page and of the demo page, which must not include it;
 *   - the time from an edit of the Data Grid quickstart demo (a column header renamed) to the
 *     preview showing it, median of five (300 ms of it is the pause the editor waits for);
 *   - frames while typing twenty characters, one every 16 ms (several times faster than a fast
 *     typist), into a 150-line demo, in five bursts: the longest frame of each, and frames dropped
 *     (as in bench:scroll); the first burst includes the highlighter's warm-up.
 * Writes .bench/editor.json.
 *
 *   npm run bench:editor
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium.mjs';
import { gzipSize, measureFirstLoadJs, readWebpackStats } from './lib/first-load-js.mjs';
import { ROOT, startGatsbyServe } from './lib/gatsby-serve.mjs';

const PUBLIC_DIR = path.join(ROOT, 'public');
const PROSE_PAGE = '/x/introduction/installation/';
const DEMO_PAGE = '/x/react-data-grid/quickstart/';
const DEMO = 'FirstGrid';
const FRAME_MS = 1000 / 60;
const kib = (bytes) => +(bytes / 1024).toFixed(1);

if (!fs.existsSync(path.join(PUBLIC_DIR, DEMO_PAGE, 'index.html'))) {
  console.error(`public${DEMO_PAGE}index.html does not exist: run \`npm run build\` first.`);
  process.exit(1);
}

const stats = readWebpackStats(PUBLIC_DIR);
const editorGroup = stats.namedChunkGroups['demo-editor'];
if (!editorGroup) throw new Error('webpack.stats.json has no "demo-editor" chunk group.');
const editorScripts = editorGroup.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
const editorGzip = editorScripts.reduce((sum, name) => sum + gzipSize(fs.readFileSync(path.join(PUBLIC_DIR, name))), 0);

/** Opens the demo page with the editor open on the demo's full code. */
async function openEditor(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}${DEMO_PAGE}`, { waitUntil: 'load' });
  const demo = page.locator(`[data-demo="${DEMO}"]`);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('[data-live="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page
    .getByRole('toolbar', { name: `Demo actions: ${DEMO}` })
    .getByRole('button', { name: 'Expand code' })
    .click();
  await page.locator(`#demo-code-${DEMO} pre`).first().click();
  const editor = page.getByRole('textbox', { name: `Code of ${DEMO}: ${DEMO}.tsx (editable)` });
  await editor.waitFor();
  return { page, editor };
}

/** Replaces the editor's text the way typing does (one input event), and times the re-render. */
function timeEdit(page, from, to) {
  return page.evaluate(
    ({ name, from: before, to: after }) =>
      new Promise((resolve, reject) => {
        const textarea = document.querySelector(`#demo-code-${name} textarea`);
        const root = document.querySelector(`[data-demo="${name}"]`);
        if (!textarea || !root) return reject(new Error('no editor'));
        const shows = () =>
          [...root.querySelectorAll('[role="columnheader"]')].some((cell) => cell.textContent?.includes(after));
        const started = performance.now();
        textarea.focus();
        textarea.select();
        document.execCommand(
          'insertText',
          false,
          textarea.value.replace(`headerName: '${before}'`, `headerName: '${after}'`),
        );
        const check = () => (shows() ? resolve(performance.now() - started) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    { name: DEMO, from, to },
  );
}

/** Types `count` characters, one every 16 ms, and returns the frame times meanwhile. */
function typingFrames(page, count) {
  return page.evaluate(
    ({ name, count: keys }) =>
      new Promise((resolve) => {
        const textarea = document.querySelector(`#demo-code-${name} textarea`);
        const times = [];
        const tick = (time) => {
          times.push(time);
          if (times.length <= keys + 10) requestAnimationFrame(tick);
          else resolve(times.slice(1).map((t, i) => t - times[i]));
        };
        requestAnimationFrame(tick);
        for (let i = 0; i < keys; i += 1) {
          setTimeout(() => {
            textarea.focus();
            document.execCommand('insertText', false, 'x');
          }, i * 16);
        }
      }),
    { name: DEMO, count },
  );
}

const server = await startGatsbyServe();
const browser = await launchBrowser();
try {
  const { page, editor } = await openEditor(browser, server.origin);
  const renders = [];
  const names = ['City', 'Town', 'Place', 'Borough', 'Village', 'Hamlet'];
  for (let i = 1; i < names.length; i += 1) {
    renders.push(await timeEdit(page, names[i - 1], names[i]));
    await page.waitForTimeout(500);
  }
  renders.sort((a, b) => a - b);

  const padded = `${await editor.inputValue()}\n${Array.from({ length: 130 }, (_, i) => `// line ${i}`).join('\n')}\n`;
  await editor.fill(padded);
  await editor.press('Control+Home');
  await page.waitForTimeout(1500);
  const lines = (await editor.inputValue()).split('\n').length;
  const bursts = [];
  for (let burst = 0; burst < 5; burst += 1) {
    const frames = await typingFrames(page, 20);
    const dropped = frames.reduce(
      (sum, delta) => sum + (delta > 1.5 * FRAME_MS ? Math.round(delta / FRAME_MS) - 1 : 0),
      0,
    );
    bursts.push({ longestFrameMs: +Math.max(...frames).toFixed(1), framesDropped: dropped, frames: frames.length });
    // Let the pause pass and the preview run the edit before the next burst.
    await page.waitForTimeout(1500);
  }

  const summary = {
    editorChunk: { scripts: editorScripts, gzipKiB: kib(editorGzip) },
    firstLoadJsKiB: {
      [PROSE_PAGE]: kib(measureFirstLoadJs(PUBLIC_DIR, PROSE_PAGE, stats).gzip),
      [DEMO_PAGE]: kib(measureFirstLoadJs(PUBLIC_DIR, DEMO_PAGE, stats).gzip),
    },
    editToRenderMs: {
      median: Math.round(renders[2] ?? 0),
      min: Math.round(renders[0] ?? 0),
      max: Math.round(renders.at(-1) ?? 0),
    },
    typing: { demoLines: lines, bursts },
  };
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', 'editor.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
