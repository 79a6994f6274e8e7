import MiniSearch from 'minisearch';
import { buildSearchIndex } from '../../src/data-layer/search/build-search-index';
import { openSearchDescription } from '../../src/data-layer/search/open-search';
import { htmlToPlainText } from '../../src/data-layer/markdown/doc-html-to-mdast';
import { guideSections, searchDocuments } from '../../src/data-layer/search/search-documents';
import { APIS, GUIDES } from '../fixtures/search-content';
import { highlightParts, indexNames, runSearch, type SearchIndexes } from '../../src/lib/search/search-engine';
import {
  textIndexOptions,
  unpackNames,
  type NamesFile,
  type SearchText,
} from '../../src/lib/search/search-index-model';

const documents = searchDocuments(GUIDES, APIS);
const built = buildSearchIndex('en', documents);
const indexes: SearchIndexes = {
  ...indexNames(JSON.parse(built.names.json) as NamesFile),
  text: MiniSearch.loadJSON<SearchText>(built.text.json, textIndexOptions),
};
const entries = unpackNames(documents.names);
const top = (query: string, productId: string | null = null) =>
  runSearch(indexes, query, productId)
    .flatMap((group) => group.hits)
    .sort((a, b) => b.score - a.score)
    .map((hit) => `${hit.entry.kind} ${hit.entry.owner ? `${hit.entry.owner}.` : ''}${hit.entry.name}`);

describe('guideSections', () => {
  it('splits a guide at its headings, with the anchors the page gives them', () => {
    const sections = guideSections(GUIDES[1]!.body);
    expect(sections.map((section) => section.id)).toEqual([null, 'checkbox-selection']);
    expect(sections[1]?.text).toBe('Add a column of checkboxes. Works with keyboard too.');
  });

  it('leaves code and demos out of the text', () => {
    expect(JSON.stringify(guideSections(GUIDES[1]!.body))).not.toMatch(/neverIndexed|CheckboxSelectionGrid/);
  });
});

describe('searchDocuments', () => {
  it('gives a prop the community, Pro and Premium grids share one entry, on the community page, with every plan', () => {
    const shared = entries.filter(
      (entry) => entry.kind === 'prop' && entry.name === 'checkboxSelection' && entry.productId === 'x-data-grid',
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({
      owner: 'DataGrid',
      path: '/x/api/data-grid/data-grid/#prop-checkboxSelection',
      plans: ['community', 'pro', 'premium'],
    });
  });

  it('links a prop only the paid grids have on the lowest plan that has it', () => {
    const treeData = entries.find((entry) => entry.name === 'treeData');
    expect(treeData).toMatchObject({ owner: 'DataGridPro', plans: ['pro'] });
    const aggregation = entries.find((entry) => entry.name === 'aggregationModel');
    expect(aggregation).toMatchObject({ owner: 'DataGridPremium', plans: ['premium'] });
  });

  it('gives every page, section, API page, slot and CSS class an entry with its anchor', () => {
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/x/introduction/licensing/',
        '/x/introduction/licensing/#license-key',
        '/x/api/data-grid/data-grid/',
        '/x/api/data-grid/data-grid/#slot-toolbar',
        '/x/api/data-grid/data-grid/#class-root',
      ]),
    );
    expect(entries.find((entry) => entry.path.endsWith('#license-key'))?.crumbs).toEqual(['Licensing']);
  });

  it('calls an interface’s entries members, and finds a class without a global name by its rule name', () => {
    expect(entries.find((entry) => entry.owner === 'GridApi')).toMatchObject({ kind: 'member', name: 'getRowId' });
    const [api] = APIS;
    const noGlobalName = searchDocuments(
      [],
      [{ ...api!, classes: [{ key: 'series', className: null, descriptionHtml: '' }] }],
    );
    expect(unpackNames(noGlobalName.names).find((entry) => entry.kind === 'class')).toMatchObject({
      name: 'series',
      path: expect.stringMatching(/#class-series$/),
    });
  });

  it('reads API descriptions as plain text', () => {
    expect(htmlToPlainText('<p>Use <code>&lt;DataGrid /&gt;</code> &amp; more.</p>')).toBe('Use <DataGrid /> & more.');
    expect(
      htmlToPlainText(
        '<p>One<br>two <a href="/x/a/">link</a>.</p><ul><li>First</li><li><strong>Second</strong></li></ul>',
      ),
    ).toBe('One two link. First Second');
  });
});

describe('buildSearchIndex', () => {
  it('names the full text by its content, and the names file points at it', () => {
    expect(built.names.fileName).toBe('en-names.json');
    expect(built.text.fileName).toMatch(/^en-text\.[0-9a-f]{10}\.json$/);
    expect((JSON.parse(built.names.json) as NamesFile).text).toBe(built.text.fileName);
    const again = buildSearchIndex('en', searchDocuments(GUIDES.slice(1), APIS));
    expect(again.text.fileName).not.toBe(built.text.fileName);
  });
});

describe('runSearch ranking', () => {
  it('puts an exact prop name first, once for the three grids', () => {
    for (const name of ['checkboxSelection', 'getRowId', 'rowSelectionModel']) {
      expect(top(name)[0]).toBe(`prop DataGrid.${name}`);
      expect(top(name).filter((hit) => hit.startsWith('prop DataGrid') && hit.endsWith(`.${name}`))).toHaveLength(1);
    }
  });

  it('puts the reader’s product first among components that share a prop name, the Data Grid elsewhere', () => {
    const first = (readerProductId: string | null) =>
      runSearch(indexes, 'checkboxSelection', null, readerProductId)
        .flatMap((group) => group.hits)
        .sort((a, b) => b.score - a.score)[0]?.entry.owner;
    expect(first(null)).toBe('DataGrid');
    expect(first('x-tree-view')).toBe('RichTreeView');
  });

  it('forgives a typo', () => {
    expect(top('chekboxSelection')[0]).toBe('prop DataGrid.checkboxSelection');
  });

  it('matches a prefix, pages first', () => {
    expect(top('licens')[0]).toBe('page Licensing');
  });

  it('matches the start of a camelCase name written in lower case', () => {
    expect(top('rowselection')[0]).toBe('prop DataGrid.rowSelectionModel');
  });

  it('puts a component’s API page in the top three', () => {
    expect(top('DatePicker').slice(0, 3)).toContain('api DatePicker');
  });

  it('finds sections by their text once the full-text index is there', () => {
    expect(top('keyboard')).toContain('section Checkbox selection');
    expect(runSearch({ ...indexes, text: null }, 'keyboard')).toEqual([]);
  });

  it('narrows to one product', () => {
    const hits = runSearch(indexes, 'date', 'x-data-grid').flatMap((group) => group.hits);
    expect(hits.every((hit) => hit.entry.productId === 'x-data-grid')).toBe(true);
    expect(top('DatePicker', 'x-date-pickers')[0]).toBe('api DatePicker');
  });

  it('returns nothing for an empty query', () => {
    expect(runSearch(indexes, '  ')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('marks every matched term, case-insensitively, merging neighbours', () => {
    expect(highlightParts('rowSelectionModel', ['selection', 'model'])).toEqual([
      { text: 'row', match: false },
      { text: 'SelectionModel', match: true },
    ]);
    expect(highlightParts('数据表格', ['数据', '据表'])).toEqual([
      { text: '数据表', match: true },
      { text: '格', match: false },
    ]);
  });
});

describe('openSearchDescription', () => {
  it('points browsers at the search page with the site’s origin', () => {
    const xml = openSearchDescription('https://docs.example.com');
    expect(xml).toContain('template="https://docs.example.com/x/search/?q={searchTerms}"');
  });
});
