/**
 * Benchmarks: cold and warm `gatsby build` time and peak memory, then, for each kind of page,
 * the HTML size and the JavaScript a first visit loads (gzip). Prints a table and writes
 * .bench/results.json.
 *
 * Then Lighthouse (mobile profile, median of 3 runs) on a prose page, a page with one Data Grid,
 * the page with the most demos and the heaviest page of each product; and what each date library
 * adds to a page whose demo uses it.
 *
 *   npm run bench                 both builds, page sizes, Lighthouse
 *   npm run bench -- --sizes-only page sizes and Lighthouse for the current public/ (no build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoCount, readBuiltPages } from './lib/built-pages.mjs';
import { gzipSize, measureFirstLoadJs, readWebpackStats } from './lib/first-load-js.mjs';
import { groupResidentBytes, spawnGroup } from './lib/process-group.mjs';
import { lighthouseMedians } from './lib/lighthouse-runs.mjs';
import { PAGE_KINDS } from './lib/page-kinds.mjs';
import { startGatsbyServe } from './lib/gatsby-serve.mjs';
import { dateLibraryCosts } from './lib/date-library-cost.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const PUBLIC_DIR = path.join(ROOT, 'public');
const OUT_DIR = path.join(ROOT, '.bench');
const sizesOnly = process.argv.includes('--sizes-only');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Gzip sizes of the scripts measured so far; most pages share most of theirs. */
const scriptSizes = new Map();

/** Runs a gatsby command, sampling the resident memory of its whole process group. */
function timedGatsby(args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawnGroup(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, groupResidentBytes(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`gatsby ${args.join(' ')} exited with ${code}`));
      else resolve({ seconds, peakBytes: peak });
    });
  });
}

function measurePage(urlPath, webpackStats) {
  const file = urlPath.endsWith('.html')
    ? path.join(PUBLIC_DIR, urlPath)
    : path.join(PUBLIC_DIR, urlPath, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const js = measureFirstLoadJs(PUBLIC_DIR, urlPath, webpackStats, scriptSizes);
  return { htmlRaw: html.length, htmlGzip: gzipSize(html), scripts: js.scripts, jsRaw: js.raw, jsGzip: js.gzip };
}

const results = { date: new Date().toISOString(), builds: {}, pages: {} };

if (!sizesOnly) {
  console.log('Cold build (gatsby clean, then gatsby build)…');
  await timedGatsby(['clean']);
  results.builds.cold = await timedGatsby(['build']);
  console.log('Warm build (gatsby build again, cache kept)…');
  results.builds.warm = await timedGatsby(['build']);
}

const pages = readBuiltPages(PUBLIC_DIR).map((page) => ({ path: page.path, demos: demoCount(page.html) }));
const english = pages.filter((page) => page.path.startsWith('/x/'));
results.builtPages = pages.length;
results.demosShown = english.reduce((sum, page) => sum + page.demos, 0);
const mostDemos = [...english].sort((a, b) => b.demos - a.demos)[0];
const webpackStats = readWebpackStats(PUBLIC_DIR);
const kinds = { ...PAGE_KINDS, [`most demos (${mostDemos?.demos ?? 0})`]: mostDemos?.path ?? '/x/introduction/' };
for (const [kind, urlPath] of Object.entries(kinds)) {
  results.pages[kind] = { path: urlPath, ...measurePage(urlPath, webpackStats) };
}
// The heaviest page: the most JavaScript on first load.
let heaviest = null;
for (const page of english) {
  const measured = measurePage(page.path, webpackStats);
  if (measured && (!heaviest || measured.jsGzip > heaviest.jsGzip)) heaviest = { path: page.path, ...measured };
}
results.heaviestPage = heaviest;

/** The heaviest page of each product (most first-load JavaScript, then most demos). */
const PRODUCTS = ['react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view'];
results.heaviestByProduct = {};
for (const product of PRODUCTS) {
  let best = null;
  for (const page of english.filter((candidate) => candidate.path.startsWith(`/x/${product}/`))) {
    const measured = measurePage(page.path, webpackStats);
    if (!measured) continue;
    const better =
      !best || measured.jsGzip > best.jsGzip || (measured.jsGzip === best.jsGzip && page.demos > best.demos);
    if (better) best = { path: page.path, demos: page.demos, ...measured };
  }
  if (best) results.heaviestByProduct[product] = best;
}

results.dateLibraries = await dateLibraryCosts(ROOT);

console.log('Lighthouse (mobile, median of 3)…');
const server = await startGatsbyServe();
try {
  results.lighthouse = await lighthouseMedians(
    server.origin,
    [
      PAGE_KINDS['prose (en)'],
      PAGE_KINDS['one Data Grid demo'],
      kinds[Object.keys(kinds).at(-1)],
      ...Object.values(results.heaviestByProduct).map((page) => page.path),
    ].filter((urlPath, index, all) => all.indexOf(urlPath) === index),
  );
} finally {
  await server.stop();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

if (!sizesOnly) {
  console.log('\n| build | time | peak memory |\n| --- | --- | --- |');
  for (const [name, build] of Object.entries(results.builds)) {
    console.log(`| ${name} | ${build.seconds.toFixed(1)} s | ${(build.peakBytes / 1024 ** 3).toFixed(2)} GiB |`);
  }
}
console.log(`\nBuilt pages: ${results.builtPages}; demos shown on English pages: ${results.demosShown}\n`);
console.log('| page kind | path | HTML (gzip) | first-load JS (gzip) | scripts |\n| --- | --- | --- | --- | --- |');
for (const [kind, page] of Object.entries(results.pages)) {
  if (page.htmlGzip === undefined) {
    console.log(`| ${kind} | ${page.path} | not built | | |`);
  } else {
    console.log(`| ${kind} | ${page.path} | ${kib(page.htmlGzip)} | ${kib(page.jsGzip)} | ${page.scripts} |`);
  }
}
if (results.heaviestPage) {
  console.log(
    `\nHeaviest page: ${results.heaviestPage.path}, first-load JS ${kib(results.heaviestPage.jsGzip)}, HTML ${kib(results.heaviestPage.htmlGzip)}`,
  );
}
console.log(
  '\n| product | heaviest page | demos | HTML (gzip) | first-load JS (gzip) |\n| --- | --- | --- | --- | --- |',
);
for (const [product, page] of Object.entries(results.heaviestByProduct)) {
  console.log(`| ${product} | ${page.path} | ${page.demos} | ${kib(page.htmlGzip)} | ${kib(page.jsGzip)} |`);
}
console.log('\n| date adapter | library | minified | gzip |\n| --- | --- | --- | --- |');
for (const [adapter, cost] of Object.entries(results.dateLibraries)) {
  console.log(`| ${adapter} | ${cost.library} | ${kib(cost.rawBytes)} | ${kib(cost.gzipBytes)} |`);
}
console.log(
  '\n| Lighthouse (mobile) | performance | FCP | LCP | TBT | CLS | runs |\n| --- | --- | --- | --- | --- | --- | --- |',
);
for (const [urlPath, run] of Object.entries(results.lighthouse)) {
  const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
  console.log(
    `| ${urlPath} | ${run.performance} | ${ms(run.fcpMs)} | ${ms(run.lcpMs)} | ${ms(run.tbtMs)} | ${run.cls?.toFixed(3)} | ${run.runs.join(', ')} |`,
  );
}
