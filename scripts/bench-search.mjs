/**
 * Search benchmark, over the built site in public/ (`npm run build` or `npm run build:test` first):
 * - sizes (gzip): the dialog's code, what the search adds to every page, each language's names
 *   file and full-text index, and those files estimated at the full documentation's size;
 * - in Chromium, against `gatsby serve`: time from opening the dialog (Ctrl+K) and typing a query
 *   to the first results, and to the full text being searched too, on the local server and with
 *   Chromium's "Slow 4G" network; the longest main-thread task meanwhile;
 * - warm query times (median and 95th percentile) over the built indexes, names only and with the
 *   full text, in Node (the same engine as Chromium's).
 * Prints the figures and writes .bench/search.json.
 *
 *   npm run bench:search
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { launchBrowser } from './lib/chromium.mjs';
import { gzipSize, readWebpackStats } from './lib/first-load-js.mjs';
import { startGatsbyServe } from './lib/gatsby-serve.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const PUBLIC_DIR = path.join(ROOT, 'public');
const INDEX_DIR = path.join(PUBLIC_DIR, 'x/search-index');
const OUT = path.join(ROOT, '.bench/search.json');
/** Guide pages the full documentation will have (reference navigation: 180 in the nav, 3 off it). */
const FULL_GUIDE_PAGES = 183;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!fs.existsSync(INDEX_DIR)) throw new Error('No search index in public/x/search-index/: build the site first.');

// --- Sizes -------------------------------------------------------------------------------------
const stats = readWebpackStats(PUBLIC_DIR);
/** The scripts of a named chunk group, gzip; the site's one stylesheet (decision 0025) is on every page already. */
function groupScripts(name) {
  const group = stats.namedChunkGroups[name];
  if (!group) throw new Error(`webpack.stats.json has no "${name}" chunk group.`);
  const files = group.assets
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((file) => /\.js$/.test(file));
  return { files, gzip: files.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(PUBLIC_DIR, file))), 0) };
}
// What the first open costs: the dialog's code and its strings in the page's language.
const dialogGroup = groupScripts('search-dialog');
const stringsGzip = { en: groupScripts('search-strings-en').gzip, zh: groupScripts('search-strings-zh').gzip };
const dialogFiles = dialogGroup.files;
const dialogBytes = dialogGroup.gzip + Math.max(stringsGzip.en, stringsGzip.zh);

/**
 * What every page pays for search: the documentation frame (AppFrame and all it imports, packages
 * left out) bundled and minified twice, with the search provider and button and with stand-ins
 * that render nothing, and the difference of the two gzip sizes. The difference, not the search
 * modules alone, because the page downloads them inside the app chunk, compressed with the code
 * around them. Chunks loaded later (the dialog, its strings) stay out of both.
 */
async function everyPageCost() {
  const frame = async (withSearch) => {
    const result = await build({
      entryPoints: [path.join(ROOT, 'src/components/layout/AppFrame.tsx')],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [
        {
          name: 'frame-only',
          setup(esbuild) {
            // Packages are shared with every other page; loaded-later chunks are not first-load code.
            esbuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
            esbuild.onResolve({ filter: /SearchDialog|\/strings\// }, (args) => ({ path: args.path, external: true }));
            // CSS modules become their class names, as in the site's build (one string per class).
            esbuild.onResolve({ filter: /\.css$/ }, (args) => ({
              path: path.resolve(args.resolveDir, args.path),
              namespace: 'css',
            }));
            esbuild.onLoad({ filter: /.*/, namespace: 'css' }, (args) => {
              const base = path.basename(args.path, '.css');
              const classes = new Set(
                [...fs.readFileSync(args.path, 'utf8').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]),
              );
              return {
                contents: [...classes]
                  .map((name) => `export const ${name.replace(/-/g, '_')} = '${base}--${name}--00000';`)
                  .join('\n'),
                loader: 'js',
              };
            });
            if (!withSearch) {
              esbuild.onLoad({ filter: /components\/search\/SearchProvider\.tsx$/ }, () => ({
                contents: 'export const SearchProvider = ({ children }) => children;',
                loader: 'jsx',
              }));
              esbuild.onLoad({ filter: /components\/search\/SearchButton\.tsx$/ }, () => ({
                contents: 'export const SearchButton = () => null;',
                loader: 'jsx',
              }));
            }
          },
        },
      ],
    });
    return gzipSize(Buffer.from(result.outputFiles[0].contents));
  };
  return (await frame(true)) - (await frame(false));
}

const files = {};
for (const lang of ['en', 'zh']) {
  const namesFile = path.join(INDEX_DIR, `${lang}-names.json`);
  const names = JSON.parse(fs.readFileSync(namesFile, 'utf8'));
  const text = fs.readFileSync(path.join(INDEX_DIR, names.text));
  // Today's cost of the guide pages, to scale to the full documentation (the API pages are all here already).
  const guideEntries = names.entries.filter(([kind]) => kind === 'page' || kind === 'section');
  const apiOnly = { ...names, entries: names.entries.filter(([kind]) => kind !== 'page' && kind !== 'section') };
  const namesGzip = gzipSize(fs.readFileSync(namesFile));
  const guidesGzip = namesGzip - gzipSize(Buffer.from(JSON.stringify(apiOnly)));
  const guidePages = guideEntries.filter(([kind]) => kind === 'page').length;
  files[lang] = {
    entries: names.entries.length,
    guidePages,
    namesGzip,
    textGzip: gzipSize(text),
    namesAtFullSize: Math.round(namesGzip + (guidesGzip / guidePages) * (FULL_GUIDE_PAGES - guidePages)),
  };
}

// --- Warm queries, in Node ---------------------------------------------------------------------
const QUERIES = {
  en: [
    'checkboxSelection',
    'getRowId',
    'rowselection',
    'chekboxSelection',
    'licens',
    'DatePicker',
    'date range',
    'filter',
    'sorting',
    'column pinning',
    'export csv',
    'axis',
    'tooltip',
    'tree view',
    'valueFormatter',
    'localization',
    'pagination',
    'editing',
    'theme',
    'slots',
  ],
  zh: [
    '快速入门',
    '数据表格',
    '日期选择器',
    '筛选',
    '许可证',
    '图表',
    '坐标轴',
    '树视图',
    'checkboxSelection',
    'DatePicker',
  ],
};

async function loadEngine() {
  const entry = path.join(os.tmpdir(), `search-engine-${process.pid}.ts`);
  fs.writeFileSync(
    entry,
    `export { indexNames, runSearch } from '${ROOT}/src/lib/search/search-engine';\nexport { textIndexOptions } from '${ROOT}/src/lib/search/search-index-model';\nexport { default as MiniSearch } from 'minisearch';\n`,
  );
  const out = path.join(os.tmpdir(), `search-engine-${process.pid}.mjs`);
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      logLevel: 'silent',
      nodePaths: [path.join(ROOT, 'node_modules')],
    });
    return await import(out);
  } finally {
    fs.rmSync(entry, { force: true });
    fs.rmSync(out, { force: true });
  }
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const engine = await loadEngine();
const warm = {};
for (const lang of ['en', 'zh']) {
  const names = JSON.parse(fs.readFileSync(path.join(INDEX_DIR, `${lang}-names.json`), 'utf8'));
  const indexed = engine.indexNames(names);
  const text = engine.MiniSearch.loadJSON(
    fs.readFileSync(path.join(INDEX_DIR, names.text), 'utf8'),
    engine.textIndexOptions,
  );
  for (const [mode, indexes] of [
    ['names', { ...indexed, text: null }],
    ['full', { ...indexed, text }],
  ]) {
    const times = [];
    for (let round = 0; round < 6; round += 1) {
      for (const query of QUERIES[lang]) {
        const started = performance.now();
        engine.runSearch(indexes, query);
        if (round > 0) times.push(performance.now() - started);
      }
    }
    warm[`${lang} ${mode}`] = { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
  }
}

// --- First results, in Chromium ----------------------------------------------------------------
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

async function firstResults(browser, origin, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((task) => ({ start: task.startTime, duration: task.duration }))),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/x/introduction/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  const opened = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await input.waitFor();
  const typed = await page.evaluate(() => performance.now());
  await input.pressSequentially('getRowId');
  await page.getByRole('option').first().waitFor({ timeout: 30_000 });
  const first = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /-text\.[0-9a-f]{10}\.json$/.test(entry.name)),
    null,
    { timeout: 60_000 },
  );
  await page.getByText('Searching the page text too…').waitFor({ state: 'detached', timeout: 60_000 });
  const full = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate((from) => window.__longTasks.filter((task) => task.start >= from), opened);
  await context.close();
  return {
    firstResultsMs: Math.round(first - opened),
    fromFirstKeyMs: Math.round(first - typed),
    fullTextMs: Math.round(full - opened),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    tasksOver50: tasks.length,
  };
}

const server = await startGatsbyServe();
const browser = await launchBrowser();
const timings = {};
try {
  for (const [name, network] of [
    ['local', null],
    ['Slow 4G', SLOW_4G],
  ]) {
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await firstResults(browser, server.origin, network));
    runs.sort((a, b) => a.firstResultsMs - b.firstResultsMs);
    timings[name] = runs[1];
  }
} finally {
  await browser.close();
  await server.stop();
}

const result = {
  dialogFiles,
  dialogGzip: dialogBytes,
  stringsGzip,
  everyPageGzip: await everyPageCost(),
  files,
  warm,
  timings,
};
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);

console.log(
  `Dialog code with its strings (${dialogFiles.length} files + 1): ${kib(result.dialogGzip)} gzip (strings: en ${kib(stringsGzip.en)}, zh ${kib(stringsGzip.zh)}); on every page: ${kib(result.everyPageGzip)} gzip`,
);
for (const [lang, figures] of Object.entries(files)) {
  console.log(
    `${lang}: ${figures.entries} entries (${figures.guidePages} guide pages), names ${kib(figures.namesGzip)}, full text ${kib(figures.textGzip)}; names at ${FULL_GUIDE_PAGES} guide pages ≈ ${kib(figures.namesAtFullSize)}`,
  );
}
for (const [name, figures] of Object.entries(warm)) {
  console.log(`warm query ${name}: median ${figures.median.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms`);
}
for (const [name, figures] of Object.entries(timings)) {
  console.log(
    `${name} (median of 3): first results ${figures.fromFirstKeyMs} ms after the first keystroke (${figures.firstResultsMs} ms after Ctrl+K), full text ${figures.fullTextMs} ms; longest task ${figures.longestTaskMs} ms (${figures.tasksOver50} over 50 ms)`,
  );
}
