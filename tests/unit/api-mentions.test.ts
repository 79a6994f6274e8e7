import fs from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { apiPagesByName, unlinkedApiMentions } from '../../src/data-layer/mdx/api-mentions';
import { parseMdx } from '../../src/data-layer/mdx/page-outline';
import { remarkLinkApiMentions } from '../../src/data-layer/mdx/remark-link-api-mentions';
import type { MdastRoot } from '../../src/data-layer/mdx/syntax-tree';

const pages = apiPagesByName();

function linked(markdown: string): MdastRoot {
  const tree = parseMdx(markdown);
  remarkLinkApiMentions(pages)(tree);
  return tree;
}

/** The links of a tree as `text → url`. */
function links(tree: MdastRoot): string[] {
  const found: string[] = [];
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') found.push(`${toString(node)} → ${node.url}`);
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree);
  return found;
}

describe('unlinkedApiMentions', () => {
  it('reports a mentioned API name that nothing on the page links to', () => {
    const tree = parseMdx(
      'Use `DatePicker` or `<DateField />` here.\n\nSee [`DateField`](/x/api/date-pickers/date-field/).',
    );
    expect(unlinkedApiMentions(tree, pages)).toEqual(['DatePicker']);
  });

  it('counts a link with an anchor, and ignores names in headings and names without a page', () => {
    const tree = parseMdx(
      '## The `TreeItem` slots\n\nSet [`disableFuture`](/x/api/date-pickers/date-picker/#prop-disableFuture) on `DatePicker`; `useState` is React.',
    );
    expect(unlinkedApiMentions(tree, pages)).toEqual([]);
  });
});

describe('remarkLinkApiMentions', () => {
  it('links the first mention of each API name and leaves the later ones plain', () => {
    const tree = linked('`DatePicker` wraps `<DateField />`.\n\nThe `DatePicker` again.');
    expect(links(tree)).toEqual([
      'DatePicker → /x/api/date-pickers/date-picker/',
      '<DateField /> → /x/api/date-pickers/date-field/',
    ]);
  });

  it('links nothing the page already links, and nothing in headings or links', () => {
    const tree = linked(
      '## `SimpleTreeView`\n\n[the `RichTreeView` page](/x/api/tree-view/rich-tree-view/) and [`TreeItem`](/x/react-tree-view/) and `RichTreeView`.',
    );
    expect(links(tree)).toEqual([
      'the RichTreeView page → /x/api/tree-view/rich-tree-view/',
      'TreeItem → /x/react-tree-view/',
    ]);
  });

  it('links mentions in callouts and tables', () => {
    const tree = linked('<Callout>\n\nUse `DataGridPro`.\n\n</Callout>\n\n| a |\n| - |\n| `BarChart` |');
    expect(links(tree)).toEqual([
      'DataGridPro → /x/api/data-grid/data-grid-pro/',
      'BarChart → /x/api/charts/bar-chart/',
    ]);
  });
});

/** Every MDX page under content/. */
function contentPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : contentPages(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

describe('the content, as the build links it', () => {
  it('links every API name its prose mentions to the API page, at least once per page', () => {
    const root = path.resolve(__dirname, '../..');
    const problems = contentPages(path.join(root, 'content'))
      .map((file) => {
        const body = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
        const missing = unlinkedApiMentions(linked(body), pages);
        return missing.length > 0 ? `${path.relative(root, file)}: ${missing.join(', ')}` : null;
      })
      .filter((line): line is string => line !== null);
    expect(problems).toEqual([]);
  });
});
