/**
 * The JavaScript a first visit to a page loads before it is interactive, counted one way for the
 * benchmark (scripts/bench.mjs) and the budget check (scripts/check-budgets.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Compressed size as a server would send it (gzip, level 9). */
export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** webpack's record of the build's chunk groups (written by Gatsby into public/). */
export function readWebpackStats(publicDir) {
  return JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
}

/** public/page-data/…/page-data.json of a URL path (`/x/introduction/`, `/`, `/404.html`). */
function pageDataFile(publicDir, urlPath) {
  const key = urlPath.replace(/\.html$/, '').replace(/\/$/, '') || '/index';
  return path.join(publicDir, 'page-data', key, 'page-data.json');
}

/** The page's component chunk group, as Gatsby names it in page-data.json. */
export function componentChunkName(publicDir, urlPath) {
  return JSON.parse(fs.readFileSync(pageDataFile(publicDir, urlPath), 'utf8')).componentChunkName;
}

/**
 * The scripts a first visit to a page needs before it is interactive: the app chunk group
 * (runtime, framework, app) plus the chunk group of the page's component, as webpack recorded
 * them. Chunks a page loads later on demand (demos, deferred frame code) are not counted.
 */
export function firstLoadScripts(publicDir, urlPath, webpackStats) {
  const groups = webpackStats.namedChunkGroups;
  const component = componentChunkName(publicDir, urlPath);
  const names = [...groups.app.assets, ...(groups[component]?.assets ?? [])].map((asset) => asset.name);
  return [...new Set(names.filter((name) => name.endsWith('.js')))];
}

/**
 * Number of scripts and their total size, raw and gzip, for a first visit to `urlPath`. Pass the
 * same `sizes` map when measuring many pages: most scripts are shared, and are then read once.
 */
export function measureFirstLoadJs(publicDir, urlPath, webpackStats, sizes = new Map()) {
  const scripts = firstLoadScripts(publicDir, urlPath, webpackStats);
  let raw = 0;
  let gzip = 0;
  for (const name of scripts) {
    if (!sizes.has(name)) {
      const script = fs.readFileSync(path.join(publicDir, name));
      sizes.set(name, { raw: script.length, gzip: gzipSize(script) });
    }
    raw += sizes.get(name).raw;
    gzip += sizes.get(name).gzip;
  }
  return { scripts: scripts.length, raw, gzip };
}
