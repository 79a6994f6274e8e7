import { displayTitle, titleFromPathname } from '../../src/data-layer/navigation/display-title';
import { pageTitles } from '../../content/navigation/page-titles';

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

describe('displayTitle', () => {
  it('prefers an explicit title, then the subheader', () => {
    expect(displayTitle({ pathname: '/x/a', title: 'Explicit', subheader: 'Sub' }, 'en', pageTitles)).toBe('Explicit');
    expect(displayTitle({ pathname: '/x/a', subheader: 'Sub' }, 'en', pageTitles)).toBe('Sub');
  });

  it('looks the pathname up in the general title table, per language', () => {
    expect(displayTitle({ pathname: '/getting-started/installation' }, 'en', pageTitles)).toBe('Installation');
    expect(displayTitle({ pathname: '/getting-started/installation' }, 'zh', pageTitles)).toBe('安装');
  });

  it('falls back to English where the Chinese table has no entry', () => {
    expect(displayTitle({ pathname: '/components/timeline' }, 'zh', pageTitles)).toBe('Timeline');
  });

  it('derives the title when nothing else applies', () => {
    expect(displayTitle({ pathname: '/x/react-tree-view/rich-tree-view/lazy-loading' }, 'zh', pageTitles)).toBe(
      'Lazy loading',
    );
  });
});

describe('the general title table', () => {
  it('has the 142 rows of the reference, one without a Chinese title', () => {
    expect(pageTitles).toHaveLength(142);
    expect(pageTitles.filter((row) => !('zh' in row))).toEqual([{ pathname: '/components/timeline', en: 'Timeline' }]);
    expect(pageTitles.map((row) => row.pathname)).toEqual(
      expect.arrayContaining([
        '/getting-started',
        '/components',
        '/customization',
        '/system',
        '/guides',
        '/discover-more',
        '/styles',
      ]),
    );
  });
});
