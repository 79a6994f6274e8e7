import type { InlineCode, Link } from 'mdast';
import { visit } from 'unist-util-visit';
import { API_COMPONENTS, API_INTERFACES } from '../../../content/api/api-list';
import { apiPagePathname } from '../../lib/api-paths';
import type { MdastRoot } from './syntax-tree';

/** Every name with an API page, and that page (`DatePicker` → `/x/api/date-pickers/date-picker`). */
export function apiPagesByName(): Map<string, string> {
  return new Map([...API_COMPONENTS, ...API_INTERFACES].map((entry) => [entry.name, apiPagePathname(entry)]));
}

/** The name an inline code span mentions: `DatePicker`, `<DatePicker />` and `<DatePicker>` count. */
export function mentionedName(code: string): string {
  return code.replace(/^<\s*/, '').replace(/\s*\/?>$/, '');
}

/** The page a link leads to, without anchor, query or trailing slash. */
export function linkTarget(url: string): string {
  return url.replace(/[#?].*$/, '').replace(/\/$/, '');
}

/**
 * The API names a page mentions in its prose (as inline code) without linking to their API page
 * anywhere on the page. A name counts as linked when any link of the page — on the mention itself
 * or elsewhere, with or without an anchor — points at its page. Names inside headings are left
 * out (a heading is not where a reader looks for the link), and so are names that are already the
 * text of a link elsewhere (to a guide page, say).
 */
export function unlinkedApiMentions(tree: MdastRoot, pages: ReadonlyMap<string, string>): string[] {
  const mentioned = new Set<string>();
  const linked = new Set<string>();
  visit(tree, (node, _index, parent) => {
    if (node.type === 'link') {
      linked.add(linkTarget((node as Link).url));
    }
    if (node.type === 'inlineCode' && parent?.type !== 'heading' && parent?.type !== 'link') {
      const name = mentionedName((node as InlineCode).value);
      if (pages.has(name)) mentioned.add(name);
    }
  });
  return [...mentioned].filter((name) => !linked.has(pages.get(name) ?? '')).sort();
}
