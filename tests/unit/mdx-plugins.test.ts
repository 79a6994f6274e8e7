import { rehypeHighlightCode } from '../../src/data-layer/mdx/rehype-highlight-code';
import { remarkCheckComponents } from '../../src/data-layer/mdx/remark-check-components';
import { remarkCheckLinks } from '../../src/data-layer/mdx/remark-check-links';
import { remarkHeadingIds } from '../../src/data-layer/mdx/remark-heading-ids';
import type { ContentFileHandle, TreeNode } from '../../src/data-layer/mdx/syntax-tree';

/** A stand-in for the VFile the MDX compiler passes: `fail` throws with the file's path. */
function file(path = 'content/en/example/index.mdx'): ContentFileHandle {
  return {
    path,
    fail(reason: string): never {
      throw new Error(`${path}: ${reason}`);
    },
  };
}

const text = (value: string): TreeNode => ({ type: 'text', value });
const heading = (depth: number, ...children: TreeNode[]): TreeNode => ({ type: 'heading', depth, children });
const root = (...children: TreeNode[]): TreeNode => ({ type: 'root', children });
const jsx = (name: string, attributes: { name: string; value?: unknown }[] = []): TreeNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes.map((attribute) => ({ type: 'mdxJsxAttribute', ...attribute })),
  children: [],
});

describe('remarkHeadingIds', () => {
  it('gives headings unique ids from their text, ignoring components such as badges', () => {
    const tree = root(
      heading(2, text('Usage')),
      heading(3, text('With '), { type: 'inlineCode', value: 'apiRef' }),
      heading(2, text('Usage')),
      heading(2, text('Aggregation '), jsx('PlanBadge', [{ name: 'plan', value: 'premium' }])),
    );
    remarkHeadingIds()(tree, file());
    const ids = tree.children?.map((node) => (node.data as { hProperties: { id: string } }).hProperties.id);
    expect(ids).toEqual(['usage', 'with-apiref', 'usage-1', 'aggregation']);
  });

  it('rejects an H1, since the title comes from the front matter', () => {
    expect(() => remarkHeadingIds()(root(heading(1, text('Title'))), file())).toThrow(
      'content/en/example/index.mdx: has a "# " heading',
    );
  });

  it('rejects an H3 before any H2', () => {
    expect(() => remarkHeadingIds()(root(heading(3, text('Orphan'))), file())).toThrow(
      /"### " heading before any "## " heading/,
    );
  });
});

describe('remarkCheckLinks', () => {
  const link = (url: string) => root({ type: 'paragraph', children: [{ type: 'link', url, children: [text('x')] }] });

  it.each([
    '/x/introduction/',
    '/x/introduction/licensing/#pro-plan',
    '#usage',
    'https://github.com/mui/mui-x',
    'mailto:a@b.c',
  ])('accepts %s', (url) => {
    expect(() => remarkCheckLinks()(link(url), file())).not.toThrow();
  });

  it.each([
    '/x/introduction',
    '../installation/',
    'installation/',
    '/x/introduction/licensing#pro-plan',
    '/material-ui/',
  ])('rejects %s, naming the file', (url) => {
    expect(() => remarkCheckLinks()(link(url), file())).toThrow(`content/en/example/index.mdx: has a link "${url}"`);
  });
});

describe('remarkCheckComponents', () => {
  const check = (node: TreeNode) => remarkCheckComponents()(root(node), file());

  it('accepts known components with valid attributes, and plain HTML elements', () => {
    expect(() => check(jsx('Callout', [{ name: 'type', value: 'warning' }]))).not.toThrow();
    expect(() =>
      check(jsx('InstallTabs', [{ name: 'packages', value: '@mui/x-charts' }, { name: 'dev' }])),
    ).not.toThrow();
    expect(() => check(jsx('kbd'))).not.toThrow();
  });

  it.each([
    [jsx('Warning'), /unknown component <Warning>\. Available: <Callout>, <Demo>/],
    [
      jsx('Callout', [{ name: 'type', value: 'danger' }]),
      /type="danger" to <Callout>; use one of: info, success, warning, error/,
    ],
    [jsx('Callout', [{ name: 'severity', value: 'info' }]), /unknown attribute "severity"/],
    [jsx('PlanBadge'), /without its required "plan" attribute/],
    [jsx('InstallTabs', [{ name: 'packages', value: '' }]), /empty or computed "packages"/],
    [
      jsx('InstallTabs', [
        { name: 'packages', value: 'dayjs' },
        { name: 'dev', value: 'yes' },
      ]),
      /non-boolean "dev"/,
    ],
  ])('rejects %#', (node, message) => {
    expect(() => check(node)).toThrow(message);
  });
});

describe('rehypeHighlightCode', () => {
  const codeBlock = (lang: string | null, value: string, meta?: string): TreeNode => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: lang ? { className: [`language-${lang}`] } : {},
        data: meta ? { meta } : undefined,
        children: [text(value)],
      },
    ],
  });

  it('highlights at build time and records the language and title', () => {
    const pre = codeBlock('tsx', 'const a = <Grid rows={[]} />;\n', 'title="App.tsx"');
    rehypeHighlightCode()(root(pre), file());
    expect(pre.properties).toEqual({ 'data-language': 'tsx', 'data-title': 'App.tsx' });
    const code = pre.children?.[0];
    const keyword = code?.children?.find((child) => child.type === 'element');
    expect(keyword).toMatchObject({ tagName: 'span', properties: { className: ['token', 'keyword'] } });
    const textOf = (node: TreeNode): string => node.value ?? (node.children ?? []).map(textOf).join('');
    expect(textOf(code as TreeNode)).toBe('const a = <Grid rows={[]} />;');
  });

  it('accepts aliases and plain text', () => {
    const shell = codeBlock('sh', 'npm install');
    const plain = codeBlock(null, 'no language');
    rehypeHighlightCode()(root(shell, plain), file());
    expect(shell.properties).toEqual({ 'data-language': 'bash' });
    expect(plain.properties).toEqual({ 'data-language': 'plain' });
  });

  it('rejects an unknown language, naming the file', () => {
    expect(() => rehypeHighlightCode()(root(codeBlock('cobol', 'DISPLAY')), file())).toThrow(
      'content/en/example/index.mdx: has a code block in an unknown language "cobol".',
    );
  });
});
