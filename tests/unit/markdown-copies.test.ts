import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { apiToMarkdown, type ApiPageData } from '../../src/data-layer/markdown/api-to-markdown';
import { llmsTxt } from '../../src/data-layer/markdown/llms-txt';
import { guideToMarkdown, type GuidePage } from '../../src/data-layer/markdown/mdx-to-markdown';
import { markdownPath } from '../../src/lib/paths';

const FIXTURES = path.resolve(__dirname, '../fixtures/markdown');
const links = { siteUrl: 'https://docs.example', lang: 'en' as const, pagePath: '/x/react-date-pickers/shifts/' };

function guide(body: string, overrides: Partial<GuidePage> = {}): GuidePage {
  return {
    file: 'content/en/react-date-pickers/shifts/index.mdx',
    title: 'Date and Time Pickers - Shifts',
    description: 'Pick the shifts of a warehouse team.',
    body,
    links,
    demoFiles: (name) =>
      name === 'ShiftPicker'
        ? [
            { fileName: 'ShiftPicker.tsx', code: 'export default function ShiftPicker() {\n  return null;\n}\n' },
            { fileName: 'shifts.ts', code: "export const shifts = ['early', 'late'];\n" },
          ]
        : undefined,
    ...overrides,
  };
}

describe('guideToMarkdown', () => {
  it('writes code tabs as each alternative in turn, under its label', () => {
    const body =
      '## Import\n\n<CodeTabs kind="plan">\n<CodeTab label="Community">\n```tsx\nimport { DataGrid } from \'@mui/x-data-grid\';\n```\n</CodeTab>\n<CodeTab label="Pro">\n```tsx\nimport { DataGridPro } from \'@mui/x-data-grid-pro\';\n```\n</CodeTab>\n</CodeTabs>\n';
    expect(guideToMarkdown(guide(body))).toContain(
      "## Import\n\n**Community:**\n\n```tsx\nimport { DataGrid } from '@mui/x-data-grid';\n```\n\n**Pro:**\n\n```tsx\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```",
    );
  });

  const markdown = guideToMarkdown(guide(fs.readFileSync(path.join(FIXTURES, 'every-component.mdx'), 'utf8')));

  it('writes a page with every content component as the expected Markdown', () => {
    expect(markdown).toBe(fs.readFileSync(path.join(FIXTURES, 'every-component.md'), 'utf8'));
  });

  it('writes Markdown that parses back to the same structure: headings, code, quotes, table, links', () => {
    const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const types = tree.children.map((node) => (node.type === 'heading' ? `h${node.depth}` : node.type));
    expect(types).toEqual([
      'h1',
      'paragraph',
      'paragraph',
      'h2',
      'code',
      'code',
      'h2',
      'h3',
      'code',
      'code',
      'blockquote',
      'blockquote',
      'h3',
      'table',
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    expect(markdown).not.toMatch(/<[A-Z]|import |\{\/\*/);
    const urls = [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(urls).toEqual([
      'https://docs.example/x/react-date-pickers/date-picker/',
      'https://docs.example/x/react-date-pickers/validation/#past-and-future',
      'https://docs.example/x/react-date-pickers/shifts/#pick-a-shift',
      'https://developer.mozilla.org/',
      'https://docs.example/static/calendar.png',
    ]);
  });

  it('writes Chinese pages with Chinese links', () => {
    const zh = guideToMarkdown(
      guide('见[日期选择器](/x/react-date-pickers/date-picker/)。', {
        links: { ...links, lang: 'zh', pagePath: '/zh/x/react-date-pickers/shifts/' },
      }),
    );
    expect(zh).toContain('(https://docs.example/zh/x/react-date-pickers/date-picker/)');
  });

  it('ends with the page’s API section, linked in the page’s language, as the HTML page does', () => {
    const apiSection = {
      heading: 'API',
      links: [
        { name: 'DateRangePicker', pathname: '/x/api/date-pickers/date-range-picker' },
        { name: 'PickersLayout', pathname: '/x/api/date-pickers/pickers-layout' },
      ],
    };
    const markdown = guideToMarkdown(guide('Some prose.', { apiSection }));
    expect(
      markdown.endsWith(
        '## API\n\n' +
          '- [`DateRangePicker`](https://docs.example/x/api/date-pickers/date-range-picker/)\n' +
          '- [`PickersLayout`](https://docs.example/x/api/date-pickers/pickers-layout/)\n',
      ),
    ).toBe(true);
    const zh = guideToMarkdown(
      guide('一些说明。', {
        apiSection,
        links: { ...links, lang: 'zh', pagePath: '/zh/x/react-date-pickers/shifts/' },
      }),
    );
    expect(zh).toContain('(https://docs.example/zh/x/api/date-pickers/pickers-layout/)');
    expect(guideToMarkdown(guide('Some prose.'))).not.toContain('## API');
  });

  it('fails on a component it cannot express, naming the file, line and component', () => {
    expect(() => guideToMarkdown(guide('Text.\n\n<Carousel items={3} />\n'))).toThrow(
      'content/en/react-date-pickers/shifts/index.mdx:3: the Markdown copy cannot express <Carousel>',
    );
    expect(() => guideToMarkdown(guide('<Demo name="Missing" />\n'))).toThrow('the demo "Missing" has no source files');
    expect(() => guideToMarkdown(guide('Total: {1 + 2}\n'))).toThrow('cannot express the expression {1 + 2}');
  });
});

describe('apiToMarkdown', () => {
  const page: ApiPageData = {
    kind: 'component',
    name: 'ShiftPicker',
    packageName: '@mui/x-date-pickers',
    version: '8.2.0',
    plan: 'community',
    imports: ["import { ShiftPicker } from '@mui/x-date-pickers/ShiftPicker';"],
    descriptionHtml: '<p>Picks a <strong>shift</strong>.</p><ul><li>Early</li><li>Late</li></ul>',
    deprecatedHtml: null,
    sourceUrl: 'https://github.com/mui/mui-x/tree/v8.2.0/packages/x-date-pickers/src/ShiftPicker',
    props: [
      {
        name: 'value',
        typeText: "'early' | 'late'",
        required: true,
        defaultValue: null,
        descriptionHtml:
          '<p>The shift. See <a href="/x/react-date-pickers/validation/"><code>validation</code></a>.</p><p>Second paragraph.</p>',
        deprecated: false,
        deprecatedHtml: null,
        plan: 'community',
      },
      {
        name: 'ampm',
        typeText: 'bool',
        required: false,
        defaultValue: 'true',
        descriptionHtml: '<p>12-hour clock &amp; &lt;AM/PM&gt;.</p>',
        deprecated: true,
        deprecatedHtml: '<p>Use <code>format</code>.</p>',
        plan: 'pro',
      },
    ],
    slots: [
      { name: 'openPickerIcon', descriptionHtml: '<p>The icon.</p>', defaultValue: 'CalendarIcon', className: null },
    ],
    classes: [{ key: 'root', className: 'MuiShiftPicker-root', descriptionHtml: '<p>Root element.</p>' }],
    area: 'date-pickers',
    ref: { forwarded: true, element: 'HTMLDivElement' },
    theme: { muiName: 'MuiShiftPicker', augmentation: '@mui/x-date-pickers/themeAugmentation' },
  };
  const zhLinks = { ...links, lang: 'zh' as const, pagePath: '/zh/x/api/date-pickers/shift-picker/' };

  it('writes every prop with type, default, description and deprecation, and the slots and classes', () => {
    const markdown = apiToMarkdown(page, links);
    expect(markdown).toContain('# ShiftPicker API');
    expect(markdown).toContain(
      'Read from `@mui/x-date-pickers@8.2.0` ([source](https://github.com/mui/mui-x/tree/v8.2.0/',
    );
    expect(markdown).toContain('- Early\n- Late');
    expect(markdown).toContain(
      "| `value` (required) | `'early' \\| 'late'` | | The shift. See [`validation`](https://docs.example/x/react-date-pickers/validation/). Second paragraph. |",
    );
    expect(markdown).toContain(
      '| `ampm` (Pro) | `bool` | `true` | **Deprecated.** Use `format`. 12-hour clock & \\<AM/PM>. |',
    );
    expect(markdown).toContain('| `openPickerIcon` | `CalendarIcon` | | The icon. |');
    expect(markdown).toContain('| `.MuiShiftPicker-root` | `root` | Root element. |');
    // Props come in alphabetical order, as on the HTML page.
    expect(markdown.indexOf('`ampm`')).toBeLessThan(markdown.indexOf('`value`'));
  });

  it('names a component with a theme name in the theme, with the import that types it and the guide', () => {
    const markdown = apiToMarkdown(page, links);
    expect(markdown).toContain(
      '### Theme default props\n\n' +
        'Its name in the theme is `MuiShiftPicker`: props set in the theme’s `components.MuiShiftPicker.defaultProps` ' +
        'apply to every `ShiftPicker` inside that ThemeProvider, unless the component sets them itself. ' +
        'With TypeScript, import `@mui/x-date-pickers/themeAugmentation` once so that the theme accepts them. ' +
        '[More on default props in the theme](https://docs.example/x/react-date-pickers/quickstart/#theme-augmentation)\n',
    );
    // After the props, before the slots, as on the page.
    expect(markdown.indexOf('## Props')).toBeLessThan(markdown.indexOf('### Theme default props'));
    expect(markdown.indexOf('### Theme default props')).toBeLessThan(markdown.indexOf('## Slots'));
  });

  it('says it in Chinese in the Chinese copy, linking to the Chinese guide', () => {
    const markdown = apiToMarkdown(page, zhLinks);
    expect(markdown).toContain(
      '### 主题默认属性\n\n' +
        '它在主题中的名称是 `MuiShiftPicker`：在主题的 `components.MuiShiftPicker.defaultProps` 中设置的属性' +
        '会应用于该 ThemeProvider 内的每个 `ShiftPicker`，除非组件自身设置了这些属性。' +
        '使用 TypeScript 时，请导入一次 `@mui/x-date-pickers/themeAugmentation`，主题才会接受这些属性。 ' +
        '[关于主题默认属性的更多内容](https://docs.example/zh/x/react-date-pickers/quickstart/#theme-augmentation)\n',
    );
    expect(markdown).toContain('ref 会转发到根元素 `HTMLDivElement`。\n');
    expect(markdown).not.toContain('Theme default props');
  });

  it('has no theme section for a component without a theme name, nor for an interface', () => {
    expect(apiToMarkdown({ ...page, theme: null }, links)).not.toMatch(/Theme default props|defaultProps/);
    const properties = apiToMarkdown(
      { ...page, kind: 'interface', slots: [], classes: [], ref: null, theme: null },
      links,
    );
    expect(properties).not.toContain('Theme default props');
    expect(properties).not.toMatch(/The ref|hold a ref/);
  });

  it('says after the props where the ref goes, or that the component cannot hold one', () => {
    const markdown = apiToMarkdown(page, links);
    expect(markdown).toContain('\n\nThe ref is forwarded to the root element, `HTMLDivElement`.\n\n');
    expect(markdown.indexOf('| `value`')).toBeLessThan(markdown.indexOf('The ref is forwarded'));
    expect(markdown.indexOf('The ref is forwarded')).toBeLessThan(markdown.indexOf('### Theme default props'));
    expect(apiToMarkdown({ ...page, ref: { forwarded: true, element: null } }, links)).toContain(
      '\n\nThe ref is forwarded to the root element.\n\n',
    );
    expect(apiToMarkdown({ ...page, ref: { forwarded: false, element: null } }, zhLinks)).toContain(
      '\n\n此组件无法持有 ref：它不是 forwardRef 组件，React 不会把你设置的 ref 传给它。\n\n',
    );
  });

  it('rejects description HTML it does not know, so no text is dropped silently', () => {
    expect(() => apiToMarkdown({ ...page, descriptionHtml: '<p>A <em>new</em> tag.</p>' }, links)).toThrow('<em>');
  });
});

describe('llmsTxt and markdownPath', () => {
  it('puts the Markdown copy at the URL without its trailing slash, plus .md', () => {
    expect(markdownPath('/x/react-data-grid/sorting', 'en')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownPath('/x/react-data-grid', 'zh')).toBe('/zh/x/react-data-grid.md');
  });

  it('lists guides per product in the given order and API pages under Optional', () => {
    const text = llmsTxt(
      'en',
      'MUI X v8.2.0',
      [
        { productId: 'x-data-grid', name: 'Data Grid' },
        { productId: 'x-charts', name: 'Charts' },
      ],
      [
        {
          title: 'Overview',
          url: 'https://d/x/react-data-grid.md',
          description: 'The grid.',
          productId: 'x-data-grid',
          api: false,
        },
        { title: 'Bars', url: 'https://d/x/react-charts/bars.md', description: '', productId: 'x-charts', api: false },
        {
          title: 'DataGrid API',
          url: 'https://d/x/api/data-grid/data-grid.md',
          description: 'The grid component.',
          productId: 'x-data-grid',
          api: true,
        },
      ],
    );
    expect(text).toMatch(/^# MUI X v8\.2\.0\n\n> MUI X is /);
    expect(text).toContain(
      '## Data Grid\n\n- [Overview](https://d/x/react-data-grid.md): The grid.\n\n## Charts\n\n- [Bars](https://d/x/react-charts/bars.md)\n\n## Optional\n\n- [DataGrid API](https://d/x/api/data-grid/data-grid.md): The grid component.\n',
    );
    expect(text).toContain('LicenseInfo.setLicenseKey');
  });
});
