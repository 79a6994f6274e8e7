import type { BlockContent, PhrasingContent } from 'mdast';
import { absoluteLink, type LinkContext } from './markdown-links';

/**
 * The API reference's description HTML back as Markdown syntax trees. That HTML is made by
 * `docTextToHtml` (src/data-layer/api/doc-text-html.ts) from JSDoc and holds only `<p>`, `<ul>`,
 * `<li>`, `<code>`, `<a href>`, `<strong>` and `<br>`, with everything else escaped; any other tag
 * is an error, so a change there cannot silently drop text from the Markdown copies.
 */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

const TOKEN = /<(\/?)(p|ul|li|code|a|strong|br)(\s+[^>]*)?\s*\/?>/g;

/** Escaped text never holds a `<`: one there is a tag this converter does not know. */
function pushText(into: PhrasingContent[], text: string, html: string): void {
  if (text.includes('<')) {
    throw new Error(
      `API description HTML has a tag the Markdown copy does not know (${/<[^>]*>/.exec(text)?.[0] ?? '<'}): ${html}`,
    );
  }
  if (text) into.push({ type: 'text', value: decode(text) });
}

/** Inline HTML as phrasing nodes. */
export function htmlToPhrasing(html: string, links: LinkContext): PhrasingContent[] {
  const root: PhrasingContent[] = [];
  const stack: { node: PhrasingContent & { children?: PhrasingContent[] }; tag: string }[] = [];
  const current = () => (stack.length > 0 ? (stack[stack.length - 1]!.node.children ?? []) : root);
  let last = 0;
  let code: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, tag = '', attributes = ''] = match;
    const text = html.slice(last, match.index);
    last = (match.index ?? 0) + whole.length;
    if (code !== null) {
      if (tag === 'code' && closing) {
        current().push({ type: 'inlineCode', value: decode(code + text) });
        code = null;
      } else {
        code += text + whole;
      }
      continue;
    }
    pushText(current(), text, html);
    if (tag === 'code') {
      code = '';
    } else if (tag === 'br') {
      current().push({ type: 'break' });
    } else if (tag === 'a' || tag === 'strong') {
      if (closing) {
        stack.pop();
      } else {
        const href = /href="([^"]*)"/.exec(attributes)?.[1];
        const node: PhrasingContent & { children: PhrasingContent[] } =
          tag === 'a'
            ? { type: 'link', url: absoluteLink(decode(href ?? ''), links), children: [] }
            : { type: 'strong', children: [] };
        current().push(node);
        stack.push({ node, tag });
      }
    } else {
      throw new Error(`API description HTML has a <${tag}> where only inline markup was expected: ${html}`);
    }
  }
  const rest = html.slice(last);
  if (code !== null) throw new Error(`API description HTML has an unclosed <code>: ${html}`);
  pushText(current(), rest, html);
  return root;
}

/** Block HTML (paragraphs and lists) as block nodes. */
export function htmlToBlocks(html: string, links: LinkContext): BlockContent[] {
  const blocks: BlockContent[] = [];
  for (const [, tag, inner = ''] of html.matchAll(/<(p|ul)>([\s\S]*?)<\/\1>/g)) {
    if (tag === 'p') {
      blocks.push({ type: 'paragraph', children: htmlToPhrasing(inner, links) });
    } else {
      const items = [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => item[1] ?? '');
      blocks.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: items.map((item) => ({
          type: 'listItem',
          spread: false,
          children: [{ type: 'paragraph', children: htmlToPhrasing(item, links) }],
        })),
      });
    }
  }
  const leftover = html.replace(/<(p|ul)>[\s\S]*?<\/\1>/g, '').trim();
  if (leftover) throw new Error(`API description HTML has content outside paragraphs and lists: ${leftover}`);
  return blocks;
}

/** Block HTML on one line, for a table cell: paragraphs and list items separated by line breaks. */
export function htmlToCell(html: string, links: LinkContext): PhrasingContent[] {
  const cell: PhrasingContent[] = [];
  for (const block of htmlToBlocks(html, links)) {
    const lines =
      block.type === 'list'
        ? block.children.map((item) => [
            { type: 'text' as const, value: '• ' },
            ...item.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [])),
          ])
        : block.type === 'paragraph'
          ? [block.children]
          : [];
    for (const line of lines) {
      if (cell.length > 0) cell.push({ type: 'break' });
      cell.push(...line);
    }
  }
  return cell;
}

/** Links in text read for its words only: where they point does not matter. */
const WORDS_ONLY: LinkContext = { siteUrl: '', lang: 'en', pagePath: '' };

type TextNode = BlockContent | PhrasingContent | { type: 'listItem'; children: BlockContent[] };

function wordsOf(node: TextNode): string {
  if ('value' in node) return node.value;
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return '';
  const children = node.children as TextNode[];
  // Blocks and list items are separate runs of words; inline nodes continue one another.
  const between = node.type === 'list' || node.type === 'listItem' ? ' ' : '';
  return children.map(wordsOf).join(between);
}

/** The words of description HTML on one line, without markup (the search index's API text). */
export function htmlToPlainText(html: string): string {
  return htmlToBlocks(html, WORDS_ONLY).map(wordsOf).join(' ').replace(/\s+/g, ' ').trim();
}
