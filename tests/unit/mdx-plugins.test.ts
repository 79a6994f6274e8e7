import type { Element, Root as HastRoot } from 'hast';
import path from 'node:path';
import { parseMdx } from '../../src/data-layer/mdx/page-outline';
import { rehypeHighlightCode } from '../../src/data-layer/mdx/rehype-highlight-code';
import { remarkCheckComponents } from '../../src/data-layer/mdx/remark-check-components';
import { remarkCheckLinks } from '../../src/data-layer/mdx/remark-check-links';
import { remarkDemos } from '../../src/data-layer/mdx/remark-demos';
import { remarkHeadingIds } from '../../src/data-layer/mdx/remark-heading-ids';
import { remarkImportComponents } from '../../src/data-layer/mdx/remark-import-components';
import { isJsxElement, type ContentFileHandle, type MdastRoot } from '../../src/data-layer/mdx/syntax-tree';

/** A stand-in for the VFile the MDX compiler passes: `fail` throws with the file's path. */
function file(filePath = 'content/en/example/index.mdx'): ContentFileHandle {
  return {
    path: filePath,
    fail(reason: string): never {
      throw new Error(`${filePath}: ${reason}`);
    },
  };
}

/** Runs a remark plugin over MDX source, parsed as the compiler parses it. */
function run(plugin: () => (tree: MdastRoot, file: ContentFileHandle) => void, mdx: string, handle = file()) {
  const tree = parseMdx(mdx);
  plugin()(tree, handle);
  return tree;
}

describe('remarkHeadingIds', () => {
  it('gives headings unique ids from their text, ignoring components such as badges', () => {
    const tree = run(
      remarkHeadingIds,
      '## Usage\n\n### With `apiRef`\n\n## Usage\n\n## Aggregation <PlanBadge plan="premium" />',
    );
    const ids = tree.children.map((node) => (node.data as { hProperties: { id: string } }).hProperties.id);
    expect(ids).toEqual(['usage', 'with-apiref', 'usage-1', 'aggregation']);
  });

  it('rejects an H1, since the title comes from the front matter', () => {
    expect(() => run(remarkHeadingIds, '# Title')).toThrow('content/en/example/index.mdx: has a "# " heading');
  });

  it('rejects an H3 before any H2', () => {
    expect(() => run(remarkHeadingIds, '### Orphan')).toThrow(/"### " heading before any "## " heading/);
  });
});

describe('remarkCheckLinks', () => {
  it.each([
    '/x/introduction/',
    '/x/introduction/licensing/#pro-plan',
    '#usage',
    'https://github.com/mui/mui-x',
    'mailto:a@b.c',
  ])('accepts %s', (url) => {
    expect(() => run(remarkCheckLinks, `[x](${url})`)).not.toThrow();
  });

  it.each([
    '/x/introduction',
    '../installation/',
    'installation/',
    '/x/introduction/licensing#pro-plan',
    '/material-ui/',
  ])('rejects %s, naming the file', (url) => {
    expect(() => run(remarkCheckLinks, `[x](${url})`)).toThrow(`content/en/example/index.mdx: has a link "${url}"`);
  });
});

describe('remarkCheckComponents', () => {
  const check = (mdx: string) => () => run(remarkCheckComponents, mdx);

  it('accepts known components with valid attributes, and plain HTML elements', () => {
    expect(check('<Callout type="warning">Careful.</Callout>')).not.toThrow();
    expect(check('<InstallTabs packages="@mui/x-charts" dev />')).not.toThrow();
    expect(check('Press <kbd>Tab</kbd>.')).not.toThrow();
    expect(check('<Demo name="FirstGrid" bg="inline" defaultCodeOpen maxWidth={600} />')).not.toThrow();
    expect(check('<Demo name="InFrame" iframe height={400} />')).not.toThrow();
  });

  it.each([
    [
      '<Warning />',
      /unknown component <Warning>\. Available: <ApiTable>, <Callout>, <CodeTab>, <CodeTabs>, <Demo>, <InstallTabs>, <PlanBadge>/,
    ],
    ['<Callout type="danger">x</Callout>', /type="danger" to <Callout>; use one of: info, success, warning, error/],
    ['<Callout severity="info">x</Callout>', /unknown attribute "severity"/],
    ['<PlanBadge />', /without its required "plan" attribute/],
    ['<InstallTabs packages="" />', /empty or computed "packages"/],
    ['<InstallTabs packages="dayjs" dev="yes" />', /non-boolean "dev"/],
    ['<Demo />', /<Demo> without its required "name" attribute/],
    ['<Demo name="lowercase" />', /name="lowercase" to <Demo>, which does not match/],
    ['Text <Demo name="Inline" /> in a paragraph.', /<Demo> inside a paragraph/],
    ['<Demo name="A" bg="dark" />', /bg="dark" to <Demo>; use one of: outlined, inline, playground/],
    ['<Demo name="A" height="400px" />', /"height" to <Demo> as anything but a number of pixels/],
    ['<Demo name="A" hideToolbar defaultCodeOpen />', /both hideToolbar and defaultCodeOpen; code cannot open/],
    ['<Demo name="A" hideToolbar disableAd />', /both hideToolbar and disableAd/],
    ['<Demo name="A" hideToolbar={false} />', /hideToolbar=\{false\}; showing the toolbar is already the default/],
    ['<Demo name="A" iframe />', /iframe without height/],
    ['<Demo name="A" colour="red" />', /unknown attribute "colour" to <Demo>/],
  ])('rejects %s', (mdx, message) => {
    expect(check(mdx)).toThrow(message);
  });
});

describe('remarkCheckComponents: code tabs', () => {
  const check = (mdx: string) => () => run(remarkCheckComponents, mdx);
  const tab = (label: string, code = '```bash\nnpm install x\n```') =>
    `<CodeTab label="${label}">\n${code}\n</CodeTab>`;
  const tabs = (attributes: string, ...children: string[]) =>
    `<CodeTabs${attributes}>\n${children.join('\n')}\n</CodeTabs>`;

  it('accepts tabs of one kind, each with a label and a code block', () => {
    expect(check(tabs(' kind="plan"', tab('Community'), tab('Pro'), tab('Premium')))).not.toThrow();
    expect(check(tabs(' kind="date-library"', tab('Day.js'), tab('date-fns')))).not.toThrow();
  });

  it.each([
    ['no kind', tabs('', tab('A'), tab('B')), /<CodeTabs> without its required "kind" attribute/],
    ['a kind that is not kebab-case', tabs(' kind="Plan"', tab('A'), tab('B')), /kind="Plan" to <CodeTabs>/],
    ['no tabs', tabs(' kind="plan"'), /a <CodeTabs> with 0 <CodeTab>; it needs at least 2/],
    ['one tab', tabs(' kind="plan"', tab('A')), /a <CodeTabs> with 1 <CodeTab>; it needs at least 2/],
    ['a duplicate label', tabs(' kind="plan"', tab('Pro'), tab('Pro')), /two <CodeTab label="Pro"> in one <CodeTabs>/],
    [
      'prose between tabs',
      tabs(' kind="plan"', tab('A'), 'Some text.', tab('B')),
      /a paragraph directly inside <CodeTabs>/,
    ],
    [
      'a tab without code',
      tabs(' kind="plan"', tab('A', 'Only words.'), tab('B')),
      /a <CodeTab> without a fenced code block/,
    ],
    [
      'a tab without a label',
      tabs(' kind="plan"', '<CodeTab>\n```bash\nx\n```\n</CodeTab>', tab('B')),
      /<CodeTab> without its required "label"/,
    ],
    ['a tab on its own', tab('A'), /<CodeTab> outside <CodeTabs>/],
  ])('rejects %s, naming the file', (_case, mdx, message) => {
    expect(check(mdx)).toThrow(message);
    expect(check(mdx)).toThrow(/^content\/en\/example\/index\.mdx: /);
  });
});

describe('remarkDemos', () => {
  // A real page with demos: its demos/ folder is read from disk.
  const chartsPage = path.resolve('content/en/react-charts/index.mdx');
  const zhChartsPage = path.resolve('content/zh/react-charts/index.mdx');

  it('turns <Demo> into the container with a loader per styling, and makes the theme scope the layout', () => {
    const tree = run(remarkDemos, '## Bars\n\n<Demo name="QuarterlyRevenueBars" bg="inline" />', file(chartsPage));
    const [importDemo, importScope, layout] = tree.children;
    expect(importDemo).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringMatching(/^import MuiXDocsDemo from ".*Demo\.tsx";$/),
    });
    expect(importScope).toMatchObject({
      value: expect.stringMatching(/^import MuiXDocsDemoScope from ".*DemoThemeScope\.tsx";$/),
    });
    expect(layout).toMatchObject({ value: 'export default MuiXDocsDemoScope;' });
    const demo = tree.children.find(isJsxElement);
    expect(demo?.name).toBe('MuiXDocsDemo');
    const loaders = demo?.attributes.find((attribute) => 'name' in attribute && attribute.name === 'loaders');
    const loadersSource = (loaders?.value as { value: string }).value;
    expect(loadersSource).toBe(
      `{system: () => import(${JSON.stringify(path.resolve('content/en/react-charts/demos/QuarterlyRevenueBars'))})}`,
    );
    const scopes = demo?.attributes.find((attribute) => 'name' in attribute && attribute.name === 'scopes');
    expect((scopes?.value as { value: string }).value).toBe(
      `{system: () => import(${JSON.stringify(`${path.resolve('content/en/react-charts/demos/QuarterlyRevenueBars')}?demo-scope`)})}`,
    );
  });

  it('reads the English demos folder for a translated page', () => {
    expect(() => run(remarkDemos, '<Demo name="DeviceSharePie" />', file(zhChartsPage))).not.toThrow();
  });

  it('names a demo the folder does not have, and lists the ones it has', () => {
    expect(() => run(remarkDemos, '<Demo name="BarChrt" />', file(chartsPage))).toThrow(
      /embeds <Demo name="BarChrt" \/>, but content\/en\/react-charts\/demos\/ has no BarChrt\.tsx\. Demos of this page: DeliveryTimesScatter, DeviceSharePie, /,
    );
  });

  it('refuses a demo embedded twice, or named like a heading anchor, since its name is its id', () => {
    expect(() =>
      run(remarkDemos, '<Demo name="DeviceSharePie" />\n\n<Demo name="DeviceSharePie" />', file(chartsPage)),
    ).toThrow(
      /content\/en\/react-charts\/index\.mdx: embeds <Demo name="DeviceSharePie" \/> where the id "DeviceSharePie" is already taken/,
    );
    const tree = parseMdx('## Pie\n\n<Demo name="DeviceSharePie" />');
    const heading = tree.children[0];
    if (heading) heading.data = { hProperties: { id: 'DeviceSharePie' } } as typeof heading.data;
    expect(() => remarkDemos()(tree, file(chartsPage))).toThrow(/the id "DeviceSharePie" is already taken/);
  });

  it('leaves pages without demos alone', () => {
    const tree = run(remarkDemos, '## Only prose', file(chartsPage));
    expect(tree.children.map((node) => node.type)).toEqual(['heading']);
  });

  it('refuses a page that brings its own layout', () => {
    expect(() =>
      run(remarkDemos, 'export default function Layout() {}\n\n<Demo name="DeviceSharePie" />', file(chartsPage)),
    ).toThrow(/has its own `export default`/);
  });
});

describe('remarkImportComponents', () => {
  const jsxNames = (tree: MdastRoot) => {
    const names: (string | null)[] = [];
    const walk = (node: { children?: unknown[] }) => {
      for (const child of (node.children ?? []) as MdastRoot['children']) {
        if (isJsxElement(child)) names.push(child.name);
        walk(child as { children?: unknown[] });
      }
    };
    walk(tree);
    return names;
  };

  it('imports the tab components a page uses, once per module, and points its elements at them', () => {
    const tree = run(
      remarkImportComponents,
      '<InstallTabs packages="@mui/x-charts" />\n\n<CodeTabs kind="plan">\n<CodeTab label="Pro">\n\n```ts\na;\n```\n\n</CodeTab>\n<CodeTab label="Premium">\n\n```ts\nb;\n```\n\n</CodeTab>\n</CodeTabs>\n\n<Callout>Kept.</Callout>',
    );
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
    expect(imports.sort()).toEqual([
      `import { CodeTab as MuiXDocsCodeTab, CodeTabs as MuiXDocsCodeTabs } from ${JSON.stringify(path.resolve('src/components/mdx/CodeTabs.tsx'))};`,
      `import { InstallTabs as MuiXDocsInstallTabs } from ${JSON.stringify(path.resolve('src/components/mdx/InstallTabs.tsx'))};`,
    ]);
    expect(jsxNames(tree)).toEqual([
      'MuiXDocsInstallTabs',
      'MuiXDocsCodeTabs',
      'MuiXDocsCodeTab',
      'MuiXDocsCodeTab',
      'Callout',
    ]);
  });

  it('leaves a page that uses none of them without imports', () => {
    const tree = run(remarkImportComponents, '## Prose\n\n<Callout type="info">Only this.</Callout>');
    expect(tree.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
    expect(jsxNames(tree)).toEqual(['Callout']);
  });
});

describe('rehypeHighlightCode', () => {
  const codeBlock = (lang: string | null, value: string, meta?: string): Element => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: lang ? { className: [`language-${lang}`] } : {},
        data: meta ? ({ meta } as Element['data']) : undefined,
        children: [{ type: 'text', value }],
      },
    ],
  });
  const root = (...children: Element[]): HastRoot => ({ type: 'root', children });
  const textOf = (node: Element | Element['children'][number]): string =>
    node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

  it('highlights at build time and records the language and title', () => {
    const pre = codeBlock('tsx', 'const a = <Grid rows={[]} />;\n', 'title="App.tsx"');
    rehypeHighlightCode()(root(pre), file());
    expect(pre.properties).toEqual({ 'data-language': 'tsx', 'data-title': 'App.tsx' });
    const code = pre.children[0] as Element;
    const keyword = code.children.find((child) => child.type === 'element');
    expect(keyword).toMatchObject({ tagName: 'span', properties: { className: ['token', 'keyword'] } });
    expect(textOf(code)).toBe('const a = <Grid rows={[]} />;');
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
