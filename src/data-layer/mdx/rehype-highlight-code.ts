import { highlightToHast, isKnownLanguage, resolveLanguage } from './highlight';
import { walk, type ContentFileHandle, type TreeNode } from './syntax-tree';

interface Element extends TreeNode {
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string };
}

/**
 * Highlights fenced code blocks at build time and records their language and optional title
 * (```tsx title="App.tsx") on the `<pre>`, where the code block component reads them.
 */
export function rehypeHighlightCode() {
  return (tree: TreeNode, file: ContentFileHandle): void => {
    walk(tree, (node, parent) => {
      const element = node as Element;
      const pre = parent as Element | null;
      if (element.tagName !== 'code' || pre?.tagName !== 'pre') {
        return;
      }
      const classNames = (element.properties?.className as string[] | undefined) ?? [];
      const declared = classNames.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const lang = resolveLanguage(declared);
      if (!isKnownLanguage(lang)) {
        file.fail(`has a code block in an unknown language "${declared}".`, node);
      }
      const code = (element.children ?? [])
        .map((child) => child.value ?? '')
        .join('')
        .replace(/\n$/, '');
      element.children = highlightToHast(code, lang);
      const title = /title="([^"]*)"/.exec(element.data?.meta ?? '')?.[1];
      pre.properties = { ...pre.properties, 'data-language': lang, ...(title ? { 'data-title': title } : {}) };
    });
  };
}
