import type { InlineCode, Link, Parent } from 'mdast';
import type { Node } from 'unist';
import { apiPagesByName, linkTarget, mentionedName } from './api-mentions';
import type { MdastRoot } from './syntax-tree';

/** Nodes whose inline code is not turned into a link: links already, and headings. */
const NO_LINK_INSIDE = new Set(['link', 'linkReference', 'heading']);

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}

/**
 * Links API names in prose to their API pages. The first mention of a name as inline code
 * (`` `DatePicker` `` or `` `<DatePicker />` ``) becomes a link to `/x/api/…/date-picker/`, unless
 * the page links to that API page already; later mentions stay plain, so a paragraph about one
 * component is not a row of links. Mentions inside links and headings are left alone; callouts and tables are prose too.
 */
export function remarkLinkApiMentions(pages: ReadonlyMap<string, string> = apiPagesByName()) {
  return (tree: MdastRoot): void => {
    const linked = new Set<string>();
    collectLinks(tree, linked);
    walk(tree, pages, linked);
  };
}

function collectLinks(node: Node, linked: Set<string>): void {
  if (node.type === 'link') {
    linked.add(linkTarget((node as Link).url));
  }
  if (isParent(node)) {
    for (const child of node.children) collectLinks(child, linked);
  }
}

function walk(node: Parent, pages: ReadonlyMap<string, string>, linked: Set<string>): void {
  node.children.forEach((child, index) => {
    if (child.type === 'inlineCode') {
      const pathname = pages.get(mentionedName((child as InlineCode).value));
      if (pathname && !linked.has(pathname)) {
        linked.add(pathname);
        const link: Link = { type: 'link', url: `${pathname}/`, children: [child as InlineCode] };
        node.children[index] = link;
      }
      return;
    }
    if (isParent(child) && !NO_LINK_INSIDE.has(child.type)) {
      walk(child, pages, linked);
    }
  });
}
