import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { highlightToHast, isKnownLanguage, resolveLanguage } from './highlight';
import type { ContentFileHandle } from './syntax-tree';

/**
 * Highlights fenced code blocks at build time and records their language and optional title
 * (```tsx title="App.tsx") on the `<pre>`, where the code block component reads them.
 */
export function rehypeHighlightCode() {
  return (tree: Root, file: ContentFileHandle): void => {
    visit(tree, 'element', (element: Element, _index, parent) => {
      if (element.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') {
        return;
      }
      const classNames = Array.isArray(element.properties?.className) ? element.properties.className : [];
      const declared = classNames
        .map(String)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const lang = resolveLanguage(declared);
      if (!isKnownLanguage(lang)) {
        file.fail(`has a code block in an unknown language "${declared}".`, element);
      }
      const code = element.children
        .map((child) => (child.type === 'text' ? child.value : ''))
        .join('')
        .replace(/\n$/, '');
      element.children = highlightToHast(code, lang);
      const meta = (element.data as { meta?: unknown } | undefined)?.meta;
      const title = /title="([^"]*)"/.exec(typeof meta === 'string' ? meta : '')?.[1];
      parent.properties = { ...parent.properties, 'data-language': lang, ...(title ? { 'data-title': title } : {}) };
    });
  };
}
