import pages from '../../content/navigation/pages';
import { pageTitles } from '../../content/navigation/page-titles';
import { products } from '../../content/navigation/products';
import { expandGeneratedEntries } from '../../src/data-layer/navigation/api-nav-entries';
import {
  englishLabel,
  localizedText,
  missingTranslations,
  navLabels,
  titleFromPathname,
} from '../../src/data-layer/navigation/nav-labels';
import { validTree } from '../fixtures/navigation/valid-tree';

describe('titleFromPathname', () => {
  it.each([
    ['/x/react-data-grid/column-definition', 'Column definition'],
    ['/x/react-data-grid', 'Data grid'],
    ['/x/introduction/priority-support', 'Priority support'],
    ['/x/guides/telemetry', 'Telemetry'],
    ['/x/react-charts/bars.something', 'Bars'],
    ['/x/api/data-grid/data-grid-pro', 'DataGridPro'],
    ['/x/api/data-grid/grid-col-def', 'GridColDef'],
    ['/x/api/data-grid/use-grid-api-ref', 'useGridApiRef'],
  ])('%s → %s', (pathname, title) => {
    expect(titleFromPathname(pathname)).toBe(title);
  });
});

describe('nav labels', () => {
  it('prefers an explicit title, then the subheader, then the pathname', () => {
    expect(englishLabel({ pathname: '/x/a', title: 'Explicit', subheader: 'Sub' })).toBe('Explicit');
    expect(englishLabel({ pathname: '/x/a', subheader: 'Sub' })).toBe('Sub');
    expect(englishLabel({ pathname: '/x/react-tree-view/rich-tree-view/lazy-loading' })).toBe('Lazy loading');
  });

  it('gives every language a label, English where no translation is written', () => {
    expect(navLabels({ pathname: '/x/introduction/licensing', translations: { zh: '许可' } })).toEqual({
      en: 'Licensing',
      zh: '许可',
    });
    expect(navLabels({ pathname: '/x/introduction/licensing' })).toEqual({ en: 'Licensing', zh: 'Licensing' });
    expect(localizedText('Charts', { zh: '图表' })).toEqual({ en: 'Charts', zh: '图表' });
  });

  it('lists the entries without a translation, generated API entries being the same in every language', () => {
    expect(missingTranslations(expandGeneratedEntries(validTree))).toEqual([
      { pathname: '/x/react-data-grid/column-pinning', english: 'Column pinning', lang: 'zh' },
      { pathname: '/x/react-data-grid/aggregation', english: 'Aggregation', lang: 'zh' },
    ]);
  });

  // Fails as soon as someone adds a navigation entry without its Chinese label.
  it('has a Chinese label for every entry of the site navigation and every product', () => {
    expect(missingTranslations(expandGeneratedEntries(pages))).toEqual([]);
    expect(products.filter((product) => !product.translations.zh).map((product) => product.id)).toEqual([]);
  });

  // API pages are named after their component: the same name in every language.
  it('writes no Chinese label that only repeats the English one, API pages aside', () => {
    type Entry = {
      pathname: string;
      title?: string;
      subheader?: string;
      translations?: { zh?: string };
      children?: Entry[];
    };
    const copied = (tree: readonly Entry[]): string[] =>
      tree.flatMap((entry) => [
        ...(entry.translations?.zh === englishLabel(entry) && !/^\/x\/api\/.+\//.test(entry.pathname)
          ? [entry.pathname]
          : []),
        ...copied(entry.children ?? []),
      ]);
    expect(copied(expandGeneratedEntries(pages) as readonly Entry[])).toEqual([]);
  });
});

describe('the general title table', () => {
  it('has the 142 rows of the reference, one without a Chinese title', () => {
    expect(pageTitles).toHaveLength(142);
    expect(pageTitles.filter((row) => !('zh' in row))).toEqual([{ pathname: '/components/timeline', en: 'Timeline' }]);
  });
});
