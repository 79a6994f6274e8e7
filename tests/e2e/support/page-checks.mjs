import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';

/** How many demos a built page shows (the server's markup marks each one). */
export function demoCount(pagePath) {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, pagePath, 'index.html'), 'utf8');
  return (html.match(/ data-demo="/g) ?? []).length;
}

/** The pages the guide suite reads to the end: English pages with at least one demo. */
export function isReadToTheEnd(pagePath) {
  return pagePath.startsWith('/x/') && demoCount(pagePath) > 0;
}

/** Whether this run includes the guide suite (every suite runs when `E2E_SUITES` is unset). */
export function guideSuiteRuns() {
  const wanted = (process.env.E2E_SUITES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return wanted.length === 0 || wanted.includes('guides');
}

/**
 * What every built page must pass once it has loaded: an HTTP 200 and no icon that points at a
 * missing symbol of the page's sprite (a reference to a missing symbol draws nothing).
 */
export async function loadProblems(page, pagePath, response) {
  const problems = [];
  if (response?.status() !== 200) problems.push(`${pagePath}: HTTP ${response?.status()}`);
  const unresolved = await page.evaluate(() =>
    [...document.querySelectorAll('svg use')]
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('#') || !document.getElementById(href.slice(1))),
  );
  if (unresolved.length > 0) problems.push(`${pagePath}: icons without a symbol: ${unresolved.join(', ')}`);
  return problems;
}
