/**
 * Browser tests against the built site. Run `npm run build:test` first: it builds the site with
 * every outside service pointed at the loopback fakes these tests start (a plain `npm run build`
 * would make the pages call the real services). One `gatsby serve` and one Debian Chromium serve
 * every suite; node's test runner reports the results.
 *
 * Every file in suites/ is a suite. To run some of them, name them:
 * `E2E_SUITES=guides,demos npm run test:e2e`; `E2E_PAGES=/x/react-charts` limits the page-by-page
 * suites to pages under those comma-separated prefixes (both languages).
 */
import fs from 'node:fs';
import path from 'node:path';
import './support/context.mjs';

const SUITES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'suites');
const wanted = (process.env.E2E_SUITES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const suites = fs
  .readdirSync(SUITES_DIR)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .sort(byRunOrder);

const unknown = wanted.filter((name) => !suites.includes(name));
if (unknown.length > 0) {
  throw new Error(`E2E_SUITES names unknown suites: ${unknown.join(', ')}. Suites: ${suites.join(', ')}.`);
}
for (const suite of suites.filter((name) => wanted.length === 0 || wanted.includes(name))) {
  await import(path.join(SUITES_DIR, `${suite}.mjs`));
}

/** The service worker suite last: it serves the site on a second server of its own. */
function byRunOrder(a, b) {
  return Number(a === 'offline') - Number(b === 'offline') || a.localeCompare(b);
}
