import path from 'node:path';
import { checkJsBudgets, JS_BUDGETS, pageKind, pagesOverBudget } from '../../scripts/lib/js-budgets.mjs';

const KIB = 1024;
const fixture = (name: string) => path.join(__dirname, '../fixtures/budgets', name);

/**
 * The fixture sites are a few bytes each, so they are checked against budgets scaled down to
 * match: 2 KiB for prose and API pages, 4 KiB for pages with demos. The oversized site's guide
 * page ships a 3.7 KiB chunk.
 */
const FIXTURE_BUDGETS = { prose: 2 * KIB, api: 2 * KIB, demos: 4 * KIB };

describe('pageKind', () => {
  it('knows demo pages by their demo containers, API pages by their template', () => {
    const doc = 'component---src-templates-doc-page-tsx-content-file-path-content-en-guides-index-mdx';
    expect(pageKind({ html: '<section data-demo="BasicGrid">', componentChunkName: doc })).toBe('demos');
    expect(pageKind({ html: '<main></main>', componentChunkName: 'component---src-templates-api-page-tsx' })).toBe(
      'api',
    );
    expect(
      pageKind({ html: '<main></main>', componentChunkName: 'component---src-templates-api-index-page-tsx' }),
    ).toBe('api');
    expect(pageKind({ html: '<main></main>', componentChunkName: doc })).toBe('prose');
    expect(pageKind({ html: '', componentChunkName: 'component---src-templates-playground-page-tsx' })).toBe('demos');
  });
});

describe('pagesOverBudget', () => {
  it('applies each kind’s budget (95 KiB for prose and API pages, 150 KiB with demos), largest excess first', () => {
    const over = pagesOverBudget([
      { path: '/x/prose/', kind: 'prose', gzip: 95 * KIB },
      { path: '/x/heavy-prose/', kind: 'prose', gzip: 96 * KIB },
      { path: '/x/api/grid/', kind: 'api', gzip: 97 * KIB },
      { path: '/x/grid/', kind: 'demos', gzip: 140 * KIB },
      { path: '/x/charts/', kind: 'demos', gzip: 151 * KIB },
    ]);
    expect(over.map((page) => [page.path, page.budget])).toEqual([
      ['/x/api/grid/', JS_BUDGETS.api],
      ['/x/charts/', JS_BUDGETS.demos],
      ['/x/heavy-prose/', JS_BUDGETS.prose],
    ]);
  });
});

describe('checkJsBudgets on a built site', () => {
  it('fails on the oversized fixture and names the page with its size', () => {
    const result = checkJsBudgets(fixture('oversized'), FIXTURE_BUDGETS);
    expect(result.ok).toBe(false);
    expect(result.over.map((page) => page.path)).toEqual(['/x/guide/']);
    expect(result.report).toMatch(/1 of 3 pages load more JavaScript/);
    expect(result.report).toMatch(/\/x\/guide\/ {2}3\.\d KiB \(prose, budget 2\.0 KiB\)/);
  });

  it('passes on the small fixture, counting the app scripts and the page’s own', () => {
    const result = checkJsBudgets(fixture('small'), FIXTURE_BUDGETS);
    expect(result.ok).toBe(true);
    expect(result.pages.map((page) => [page.path, page.kind]).sort()).toEqual([
      ['/x/api/thing/', 'api'],
      ['/x/demos/', 'demos'],
      ['/x/guide/', 'prose'],
    ]);
    expect(result.report).toMatch(/All 3 pages are within/);
  });
});
