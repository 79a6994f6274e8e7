import { validateContent } from '../../src/data-layer/content/validate-content';
import { completeContent, page } from '../fixtures/content/content-trees';
import { flatValidTree } from '../fixtures/navigation/valid-tree';

const NAV_FILE = 'content/navigation/pages.ts';
// The fixture's API group is generated; these checks are about guide pages.
const nav = flatValidTree.filter((entry) => !entry.pathname.startsWith('/x/api/'));
const validate = (content: typeof completeContent) => validateContent(nav, content, NAV_FILE);

describe('validateContent', () => {
  it('accepts content that matches the navigation, with translations and off-nav pages', () => {
    expect(
      validate([
        ...completeContent,
        page('zh', 'introduction'),
        page('en', 'whats-new', { navigation: false, productId: 'introduction' }),
      ]),
    ).toEqual([]);
  });

  it('reports a nav entry without content, naming the nav file and the nearest pages', () => {
    const content = completeContent.filter((file) => file.pathname !== '/x/react-data-grid/column-pinning');
    const problems = validate(content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toEqual({
      file: NAV_FILE,
      message: expect.stringMatching(
        /Navigation entry "\/x\/react-data-grid\/column-pinning" has no content: add content\/en\/react-data-grid\/column-pinning\/index.mdx .* Nearest pages with content: \/x\/react-data-grid\/column-definition/,
      ),
    });
  });

  it('accepts nav entries whose pages are generated, and rejects content placed at them', () => {
    const content = completeContent.filter((file) => file.pathname !== '/x/react-data-grid/column-pinning');
    const generated = new Set(['/x/react-data-grid/column-pinning']);
    expect(validateContent(nav, content, NAV_FILE, generated)).toEqual([]);
    expect(validateContent(nav, completeContent, NAV_FILE, generated)).toEqual([
      {
        file: 'content/en/react-data-grid/column-pinning/index.mdx',
        message: 'is at /x/react-data-grid/column-pinning, which the API reference generates; move it elsewhere.',
      },
    ]);
  });

  it('reports content that no nav entry reaches, suggesting the nearest entries', () => {
    const problems = validate([...completeContent, page('en', 'react-data-grid/column-pinnig')]);
    expect(problems).toEqual([
      {
        file: 'content/en/react-data-grid/column-pinnig/index.mdx',
        message: expect.stringMatching(
          /is not reached from content\/navigation\/pages.ts.*navigation: false.*Nearest navigation entries: \/x\/react-data-grid\/column-pinning/,
        ),
      },
    ]);
  });

  it('requires off-nav pages to name their product', () => {
    const problems = validate([...completeContent, page('en', 'whats-new', { navigation: false })]);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/must name its productId/)]);
  });

  it('rejects "navigation: false" on a page the navigation lists', () => {
    const content = completeContent.map((file) =>
      file.pathname === '/x/introduction'
        ? page('en', 'introduction', { navigation: false, productId: 'introduction' })
        : file,
    );
    expect(validate(content).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/says "navigation: false" but/),
    ]);
  });

  it('rejects a translation without an English original', () => {
    const problems = validate([...completeContent, page('zh', 'react-data-grid/sorting')]);
    expect(problems).toEqual([
      { file: 'content/zh/react-data-grid/sorting/index.mdx', message: expect.stringMatching(/has no English page/) },
    ]);
  });

  it('rejects content for a group entry', () => {
    const problems = validate([...completeContent, page('en', 'react-data-grid/columns')]);
    expect(problems).toEqual([
      { file: 'content/en/react-data-grid/columns/index.mdx', message: expect.stringMatching(/which is a group/) },
    ]);
  });

  it('rejects a product that contradicts the navigation', () => {
    const content = [...completeContent.slice(1), page('en', 'introduction', { productId: 'x-charts' })];
    expect(validate(content).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/says productId "x-charts" but its navigation group belongs to "introduction"/),
    ]);
  });

  it.each([
    [{ title: undefined }, /missing a "title"/],
    [{ description: '' }, /missing a "description"/],
    [{ title: 'T'.repeat(71) }, /title of 71 characters; the limit is 70/],
    [{ description: 'D'.repeat(161) }, /description of 161 characters; the limit is 160/],
    [{ plan: 'gold' }, /unknown plan "gold"/],
    [{ productId: 'x-gantt' }, /unknown productId "x-gantt"/],
    [{ disableAd: 'yes' }, /non-boolean "disableAd"/],
    [{ components: 'DataGrid' }, /"components" that is not a list/],
    [
      { components: ['DataGrid', 'DataGird'] },
      /lists "DataGird" in "components", which the API reference does not have/,
    ],
    [{ layout: 'wide' }, /unknown front matter key "layout"/],
    [{ waiAria: 'www.w3.org/WAI/ARIA/apg/patterns/grid/' }, /"waiAria" that is not an https URL/],
    [{ materialDesign: 'http://m2.material.io/components/date-pickers' }, /"materialDesign" that is not an https URL/],
    [{ githubLabel: '' }, /"githubLabel" that is not a label name/],
  ])('rejects bad front matter %p', (frontmatter, message) => {
    const content = [...completeContent.slice(1), page('en', 'introduction', frontmatter)];
    const problems = validate(content);
    expect(problems).toEqual([{ file: 'content/en/introduction/index.mdx', message: expect.stringMatching(message) }]);
  });

  it("accepts the link header's keys", () => {
    const content = [
      ...completeContent.slice(1),
      page('en', 'introduction', {
        githubLabel: 'component: data grid',
        waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/grid/',
        materialDesign: 'https://m2.material.io/components/data-tables',
      }),
    ];
    expect(validate(content)).toEqual([]);
  });

  it('accepts a title of exactly 70 and a description of exactly 160 characters', () => {
    const content = [
      ...completeContent.slice(1),
      page('en', 'introduction', { title: 'T'.repeat(70), description: 'D'.repeat(160) }),
    ];
    expect(validate(content)).toEqual([]);
  });
});
