/**
 * Per-page budgets for first-load JavaScript (gzip): the budgets, the pure logic that applies
 * them, and `checkJsBudgets`, which measures a built site with it (npm run check:budgets).
 *
 * A page's kind comes from the built output, not from its URL: a page whose HTML has a demo
 * container (`data-demo`, rendered by the Demo component) is a demo page, and so is the
 * playground; otherwise a page rendered by one of the API templates (its component chunk is
 * `component---src-templates-api-…`) is an API page; everything else (guides, redirects, the
 * not-found page) is prose.
 */

import { readBuiltPages } from './built-pages.mjs';
import { componentChunkName, measureFirstLoadJs, readWebpackStats } from './first-load-js.mjs';

const KIB = 1024;
const PLAYGROUND_CHUNK = 'component---src-templates-playground-page-tsx';

/** @type {Record<PageKind, number>} bytes of gzip first-load JavaScript per page kind */
export const JS_BUDGETS = {
  prose: 95 * KIB,
  api: 95 * KIB,
  demos: 150 * KIB,
};

/** @typedef {'prose' | 'api' | 'demos'} PageKind */

/**
 * @param {{ html: string, componentChunkName: string }} page
 * @returns {PageKind}
 */
export function pageKind({ html, componentChunkName }) {
  // The playground renders Material UI components live, as a demo does, without a container.
  if (/ data-demo="/.test(html) || componentChunkName === PLAYGROUND_CHUNK) return 'demos';
  if (componentChunkName.startsWith('component---src-templates-api-')) return 'api';
  return 'prose';
}

/**
 * The pages whose first-load JavaScript exceeds their kind's budget, largest excess first.
 *
 * @param {{ path: string, kind: PageKind, gzip: number }[]} pages
 * @param {Record<PageKind, number>} [budgets]
 */
export function pagesOverBudget(pages, budgets = JS_BUDGETS) {
  return pages
    .filter((page) => page.gzip > budgets[page.kind])
    .map((page) => ({ ...page, budget: budgets[page.kind], excess: page.gzip - budgets[page.kind] }))
    .sort((a, b) => b.excess - a.excess || a.path.localeCompare(b.path));
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/**
 * What the check prints: one line per page over budget, or a summary when every page fits.
 *
 * @param {ReturnType<typeof pagesOverBudget>} over
 * @param {{ kind: PageKind, gzip: number }[]} pages every page measured
 * @param {Record<PageKind, number>} [budgets]
 */
export function budgetReport(over, pages, budgets = JS_BUDGETS) {
  if (over.length > 0) {
    return [
      `${over.length} of ${pages.length} pages load more JavaScript (gzip) than their kind's budget:`,
      ...over.map((page) => `  ${page.path}  ${kib(page.gzip)} (${page.kind}, budget ${kib(page.budget)})`),
    ].join('\n');
  }
  const lines = Object.entries(budgets).map(([kind, budget]) => {
    const sizes = pages.filter((page) => page.kind === kind).map((page) => page.gzip);
    const largest = sizes.length > 0 ? kib(Math.max(...sizes)) : '—';
    return `  ${kind}: ${sizes.length} pages, largest ${largest}, budget ${kib(budget)}`;
  });
  return [`All ${pages.length} pages are within their first-load JavaScript budgets (gzip):`, ...lines].join('\n');
}

/**
 * Measures every page of a built site (`public/`) and applies the budgets.
 *
 * @param {string} publicDir
 * @param {Record<PageKind, number>} [budgets]
 */
export function checkJsBudgets(publicDir, budgets = JS_BUDGETS) {
  const stats = readWebpackStats(publicDir);
  const sizes = new Map();
  const pages = readBuiltPages(publicDir).map((page) => {
    const chunkName = componentChunkName(publicDir, page.path);
    return {
      path: page.path,
      kind: pageKind({ html: page.html, componentChunkName: chunkName }),
      gzip: measureFirstLoadJs(publicDir, page.path, stats, sizes).gzip,
    };
  });
  const over = pagesOverBudget(pages, budgets);
  return { ok: over.length === 0, pages, over, report: budgetReport(over, pages, budgets) };
}
