import path from 'node:path';
import type { Actions } from 'gatsby';
import type { ContentPage } from '../../src/data-layer/pages/collect-content';
import { createDocPages } from '../../src/data-layer/pages/create-doc-pages';
import { pageFilterFromEnv } from '../../src/data-layer/pages/page-filter';
import { page } from '../fixtures/content/content-trees';
import { flatValidTree } from '../fixtures/navigation/valid-tree';

function contentPage(lang: 'en' | 'zh', contentPath: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    ...page(lang, contentPath),
    id: `${lang}-${contentPath}`,
    contentFilePath: `/site/content/${lang}/${contentPath}/index.mdx`,
    demos: [],
    apiTables: [],
    ...extra,
  };
}

function created(content: ContentPage[], only: string | null = null) {
  const createPage = jest.fn();
  const count = createDocPages(
    createPage as unknown as Actions['createPage'],
    flatValidTree,
    content,
    pageFilterFromEnv(only),
  );
  const calls = createPage.mock.calls.map(
    ([args]) => args as { path: string; component: string; context: Record<string, unknown> },
  );
  return { count, calls, at: (pagePath: string) => calls.find((call) => call.path === pagePath) };
}

describe('createDocPages', () => {
  const content = [
    contentPage('en', 'react-data-grid', {
      demos: [
        { name: 'FirstGrid', defaultCodeOpen: false },
        { name: 'OpenCode', defaultCodeOpen: true },
      ],
    }),
    contentPage('zh', 'react-data-grid'),
    contentPage('en', 'introduction/installation'),
    contentPage('en', 'whats-new', {
      frontmatter: { title: 'New', description: 'What is new.', productId: 'x-charts', navigation: false },
    }),
  ];

  it('makes one page per English content file and language, at the language’s address', () => {
    const { count, calls } = created(content);
    expect(count).toBe(6);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/x/introduction/installation/',
      '/x/react-data-grid/',
      '/x/whats-new/',
      '/zh/x/introduction/installation/',
      '/zh/x/react-data-grid/',
      '/zh/x/whats-new/',
    ]);
  });

  it('renders a translation where one exists, and the English content flagged as a fallback elsewhere', () => {
    const { at } = created(content);
    expect(at('/zh/x/react-data-grid/')?.context).toMatchObject({
      id: 'zh-react-data-grid',
      lang: 'zh',
      fallback: false,
    });
    expect(at('/zh/x/introduction/installation/')?.context).toMatchObject({
      id: 'en-introduction/installation',
      lang: 'zh',
      fallback: true,
    });
    expect(at('/zh/x/introduction/installation/')?.component).toBe(
      `${path.resolve('src/templates/doc-page.tsx')}?__contentFilePath=/site/content/en/introduction/installation/index.mdx`,
    );
  });

  it('takes the product from the navigation, or from the front matter of a page kept off it', () => {
    const { at } = created(content);
    expect(at('/x/react-data-grid/')?.context.productId).toBe('x-data-grid');
    expect(at('/x/whats-new/')?.context.productId).toBe('x-charts');
  });

  it('passes the demos whose code starts open, so their code comes with the page', () => {
    const { at } = created(content);
    expect(at('/x/react-data-grid/')?.context).toMatchObject({
      contentPath: 'react-data-grid',
      openDemos: ['OpenCode'],
    });
  });

  it('passes the API pages its front matter lists, for the closing "API" section, in both languages', () => {
    const withComponents = [
      contentPage('en', 'react-data-grid', {
        frontmatter: { title: 'Data Grid', description: 'The grid.', components: ['DataGridPro', 'DataGrid'] },
      }),
    ];
    const expected = [
      { name: 'DataGridPro', pathname: '/x/api/data-grid/data-grid-pro' },
      { name: 'DataGrid', pathname: '/x/api/data-grid/data-grid' },
    ];
    const { at } = created(withComponents);
    expect(at('/x/react-data-grid/')?.context.apiLinks).toEqual(expected);
    expect(at('/zh/x/react-data-grid/')?.context.apiLinks).toEqual(expected);
    expect(created(content).at('/x/react-data-grid/')?.context.apiLinks).toEqual([]);
  });

  it('builds only the pages DOCS_PAGES names', () => {
    const { calls } = created(content, '/x/introduction');
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/x/introduction/installation/',
      '/zh/x/introduction/installation/',
    ]);
  });
});
