/**
 * @jest-environment node
 */
import path from 'node:path';
import { installedApiPackages } from '../../src/data-layer/api/api-packages';
import { docTextToHtml } from '../../src/data-layer/api/doc-text-html';
import type { ApiTableEntryData } from '../../src/data-layer/api/api-table-types';
import { loadDeclarations } from '../../src/data-layer/api/declarations';
import { extractApiTables } from '../../src/data-layer/api/extract-api-tables';
import { guideToMarkdown } from '../../src/data-layer/markdown/mdx-to-markdown';
import { pageOutline, parseMdx } from '../../src/data-layer/mdx/page-outline';
import { remarkCheckComponents } from '../../src/data-layer/mdx/remark-check-components';
import type { ContentFileHandle } from '../../src/data-layer/mdx/syntax-tree';
import { apiTableEntryIds, apiTableProblems } from '../../src/data-layer/pages/api-table-entries';
import type { ContentPage } from '../../src/data-layer/pages/collect-content';
import type { ApiTableUsage } from '../../src/lib/api-table';

/** Read once from the packages the site installs: each check would fail if the extraction went wrong. */
const packages = installedApiPackages(path.resolve('node_modules'));
const entries = extractApiTables(packages);
const find = (kind: string, name: string): ApiTableEntryData | undefined =>
  entries.find((entry) => entry.kind === kind && entry.name === name);

describe('the API tables read from the installed grid packages', () => {
  it('reads the same tables from the program over every package that the API pages use', () => {
    const shared = loadDeclarations(packages.map((pkg) => pkg.dir));
    expect(extractApiTables(packages, shared)).toEqual(entries);
  });

  it('reads GridSortApi’s sortColumn with its signature and JSDoc, as a community method', () => {
    const sortColumn = find('methods', 'sortColumn');
    expect(sortColumn?.interfaces).toEqual(expect.arrayContaining(['GridSortApi', 'GridApi']));
    expect(sortColumn?.typeText).toMatch(/^\(field: .*direction\?: GridSortDirection.*\) => void$/);
    expect(sortColumn?.description).toMatch(/sort/i);
    expect(sortColumn?.plan).toBe('community');
  });

  it('marks a member only the Premium grid has as premium', () => {
    expect(find('methods', 'getDataAsExcel')).toMatchObject({
      plan: 'premium',
      interfaces: ['GridApi', 'GridExcelExportApi'],
    });
  });

  it('reads rowClick from GridEventLookup with its params and event types', () => {
    expect(find('events', 'rowClick')).toMatchObject({
      typeText: 'GridRowParams',
      eventTypeText: 'React.MouseEvent<HTMLElement>',
      plan: 'community',
    });
    expect(find('events', 'rowClick')?.description).toMatch(/row is clicked/);
  });

  it('takes the events the Pro and Premium packages add to the lookup, with their plan', () => {
    expect(find('events', 'pinnedColumnsChange')?.plan).toBe('pro');
    expect(find('events', 'rowGroupingModelChange')?.plan).toBe('premium');
  });

  it('reads the exported selectors with the type they return', () => {
    expect(find('selectors', 'gridSortModelSelector')).toMatchObject({ typeText: 'GridSortModel', plan: 'community' });
    expect(find('selectors', 'gridFilterModelSelector')?.typeText).toBe('GridFilterModel');
    expect(entries.filter((entry) => entry.kind === 'selectors').length).toBeGreaterThan(50);
    expect(entries.filter((entry) => entry.kind === 'selectors').some((entry) => entry.plan === 'premium')).toBe(true);
  });

  it('holds each name once per kind, and no private API', () => {
    const keys = entries.map((entry) => `${entry.kind} ${entry.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries.flatMap((entry) => entry.interfaces).some((name) => name.includes('Private'))).toBe(false);
  });
});

function contentPage(apiTables: ApiTableUsage[]): ContentPage {
  return {
    id: 'page',
    file: 'content/en/react-data-grid/events/index.mdx',
    lang: 'en',
    pathname: '/x/react-data-grid/events',
    contentPath: 'react-data-grid/events',
    frontmatter: {},
    contentFilePath: '/site/content/en/react-data-grid/events/index.mdx',
    demos: [],
    apiTables,
  };
}

const noLinks = { apiPages: new Map<string, string>(), sitePathnames: new Set<string>() };
const records = entries.map((entry) => ({
  ...entry,
  id: `${entry.kind}-${entry.name}`,
  descriptionHtml: docTextToHtml(entry.description, noLinks),
  deprecatedHtml: entry.deprecated === null ? null : docTextToHtml(entry.deprecated, noLinks),
}));
const usage = (overrides: Partial<ApiTableUsage>): ApiTableUsage => ({
  kind: 'events',
  interface: null,
  plan: null,
  filter: null,
  ...overrides,
});

describe('the ApiTable elements of a page', () => {
  it('are read from the MDX with their attributes', () => {
    const outline = pageOutline(
      '## Events\n\n<ApiTable kind="events" plan="premium" />\n\n<ApiTable kind="methods" interface="GridSortApi" />\n',
    );
    expect(outline.apiTables).toEqual([
      { kind: 'events', interface: null, plan: 'premium', filter: null },
      { kind: 'methods', interface: 'GridSortApi', plan: null, filter: null },
    ]);
  });

  it('query exactly the entries they show', () => {
    const ids = apiTableEntryIds(contentPage([usage({ kind: 'methods', interface: 'GridSortApi' })]), records);
    expect(ids).toContain('methods-sortColumn');
    expect(ids).not.toContain('methods-getDataAsExcel');
    expect(apiTableEntryIds(contentPage([usage({ kind: 'selectors', filter: 'filtermodel' })]), records)).toContain(
      'selectors-gridFilterModelSelector',
    );
  });

  it('fail on an interface no package declares, naming the file and the value', () => {
    const [problem] = apiTableProblems(contentPage([usage({ kind: 'methods', interface: 'GridSortingApi' })]), records);
    expect(problem).toMatch(
      /^content\/en\/react-data-grid\/events\/index\.mdx: <ApiTable kind="methods" interface="GridSortingApi">/,
    );
    expect(problem).toMatch(/"GridSortingApi", which no Data Grid package declares\. Known: .*GridSortApi/);
  });

  it('fail on methods without an interface, and on a table that lists nothing', () => {
    expect(apiTableProblems(contentPage([usage({ kind: 'methods' })]), records)[0]).toMatch(/needs interface=/);
    expect(apiTableProblems(contentPage([usage({ filter: 'nosuchthing' })]), records)[0]).toMatch(
      /filter="nosuchthing"> would list nothing/,
    );
    expect(apiTableProblems(contentPage([usage({}), usage({ kind: 'selectors' })]), records)).toEqual([]);
  });
});

describe('remarkCheckComponents on <ApiTable>', () => {
  const handle: ContentFileHandle = {
    path: 'content/en/example/index.mdx',
    fail(reason: string): never {
      throw new Error(`content/en/example/index.mdx: ${reason}`);
    },
  };
  const check = (mdx: string) => () => remarkCheckComponents()(parseMdx(mdx), handle);

  it('accepts the three kinds with their attributes', () => {
    expect(check('<ApiTable kind="events" />')).not.toThrow();
    expect(check('<ApiTable kind="methods" interface="GridSortApi" plan="pro" />')).not.toThrow();
    expect(check('<ApiTable kind="selectors" filter="Filter" />')).not.toThrow();
  });

  it.each([
    ['<ApiTable kind="props" />', /kind="props" to <ApiTable>; use one of: methods, events, selectors/],
    ['<ApiTable />', /<ApiTable> without its required "kind" attribute/],
    ['<ApiTable kind="events" columns="2" />', /unknown attribute "columns" to <ApiTable>/],
    ['<ApiTable kind="methods" />', /passes kind="methods" without interface/],
    ['<ApiTable kind="events" interface="GridSortApi" />', /passes interface without kind="methods"/],
    ['<ApiTable kind="methods" interface="SortApi" />', /interface="SortApi" to <ApiTable>, which does not match/],
    [
      '<ApiTable kind="events" plan="enterprise" />',
      /plan="enterprise" to <ApiTable>; use one of: community, pro, premium/,
    ],
    ['Text <ApiTable kind="events" /> inline.', /<ApiTable> inside a paragraph/],
  ])('rejects %s, naming the file', (mdx, message) => {
    expect(check(mdx)).toThrow(message);
    expect(check(mdx)).toThrow(/^content\/en\/example\/index\.mdx: /);
  });
});

describe('the Markdown copy of an <ApiTable>', () => {
  const copy = (lang: 'en' | 'zh', body: string, given = records) =>
    guideToMarkdown({
      file: 'content/en/react-data-grid/events/index.mdx',
      title: 'Events',
      description: 'Events.',
      body,
      links: { siteUrl: 'https://example.com', lang, pagePath: '/x/react-data-grid/events/' },
      demoFiles: () => undefined,
      apiTableEntries: given,
    });

  it('is a Markdown table of the same entries, plans as words', () => {
    const markdown = copy('en', '<ApiTable kind="events" plan="premium" />\n');
    expect(markdown).toMatch(/\| Event \| Params \| Event object \| Description \|/);
    expect(markdown).toMatch(/\| `rowGroupingModelChange` \(Premium\) \| `GridRowGroupingModel` \|/);
    expect(markdown).not.toMatch(/`rowClick`/);
  });

  it('has the headers of the page’s language', () => {
    expect(copy('zh', '<ApiTable kind="selectors" filter="sortmodel" />\n')).toMatch(
      /\| 选择器 \| 返回值 \| 说明 \|\n\| - \| - \| - \|\n\| `gridSortModelSelector` \| `GridSortModel` \|/,
    );
  });

  it('fails when it was not given the entries', () => {
    expect(() => copy('en', '<ApiTable kind="events" />\n', [])).toThrow(
      /^content\/en\/react-data-grid\/events\/index\.mdx:1: an <ApiTable> whose entries/,
    );
  });
});
