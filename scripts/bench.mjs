/**
 * Benchmarks: cold and warm `gatsby build` time and peak memory, then, for each kind of page,
 * the HTML size and the JavaScript a first visit loads (gzip). Prints a table and writes
 * .bench/results.json.
 *
 *   npm run bench                 both builds, then page sizes
 *   npm run bench -- --sizes-only page sizes of the current public/ (no build)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { groupResidentBytes, spawnGroup } from './lib/process-group.mjs';
import { PAGE_KINDS } from './lib/page-kinds.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const PUBLIC_DIR = path.join(ROOT, 'public');
const OUT_DIR = path.join(ROOT, '.bench');
const sizesOnly = process.argv.includes('--sizes-only');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

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

const stats = () => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'));

/**
 * The scripts a first visit to a page needs before it is interactive: the app chunk group
 * (runtime, framework, app) plus the chunk group of the page's component, as webpack recorded
 * them. Chunks a page loads later on demand (lazy demos, menus) are not counted.
 */
function firstLoadScripts(urlPath, webpackStats) {
  const pageDataFile = path.join(PUBLIC_DIR, 'page-data', urlPath.replace(/\.html$/, '').replace(/\/$/, '') || 'index', 'page-data.json');
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile, 'utf8'));
  const groups = webpackStats.namedChunkGroups;
  const names = [...groups.app.assets, ...(groups[componentChunkName]?.assets ?? [])].map((asset) => asset.name);
  return [...new Set(names.filter((name) => name.endsWith('.js')))];
}

function measurePage(urlPath, webpackStats) {
  const file = urlPath.endsWith('.html') ? path.join(PUBLIC_DIR, urlPath) : path.join(PUBLIC_DIR, urlPath, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file);
  const scripts = firstLoadScripts(urlPath === '/404.html' ? '/404.html' : urlPath, webpackStats);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const script = fs.readFileSync(path.join(PUBLIC_DIR, src));
    jsRaw += script.length;
    jsGzip += gzipSize(script);
  }
  return { htmlRaw: html.length, htmlGzip: gzipSize(html), scripts: scripts.length, jsRaw, jsGzip };
}

function countPages() {
  let count = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') count += 1;
    }
  };
  walk(PUBLIC_DIR);
  return count;
}

const results = { date: new Date().toISOString(), builds: {}, pages: {} };

if (!sizesOnly) {
  console.log('Cold build (gatsby clean, then gatsby build)…');
  await timedGatsby(['clean']);
  results.builds.cold = await timedGatsby(['build']);
  console.log('Warm build (gatsby build again, cache kept)…');
  results.builds.warm = await timedGatsby(['build']);
}

results.builtPages = countPages();
const webpackStats = stats();
for (const [kind, urlPath] of Object.entries(PAGE_KINDS)) {
  results.pages[kind] = { path: urlPath, ...measurePage(urlPath, webpackStats) };
}

fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

if (!sizesOnly) {
  console.log('\n| build | time | peak memory |\n| --- | --- | --- |');
  for (const [name, build] of Object.entries(results.builds)) {
    console.log(`| ${name} | ${build.seconds.toFixed(1)} s | ${(build.peakBytes / 1024 ** 3).toFixed(2)} GiB |`);
  }
}
console.log(`\nBuilt pages: ${results.builtPages}\n`);
console.log('| page kind | path | HTML (gzip) | first-load JS (gzip) | scripts |\n| --- | --- | --- | --- | --- |');
for (const [kind, page] of Object.entries(results.pages)) {
  if (page.htmlGzip === undefined) {
    console.log(`| ${kind} | ${page.path} | not built | | |`);
  } else {
    console.log(`| ${kind} | ${page.path} | ${kib(page.htmlGzip)} | ${kib(page.jsGzip)} | ${page.scripts} |`);
  }
}
