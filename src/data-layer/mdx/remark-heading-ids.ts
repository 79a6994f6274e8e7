import { createSlugger } from '../../lib/slug';
import { textContent, walk, type ContentFileHandle, type TreeNode } from './syntax-tree';

/**
 * Gives H2–H4 headings stable ids (the anchors the table of contents links to) and enforces the
 * page outline: the H1 comes from the front matter title, and an H3 needs an H2 above it.
 */
export function remarkHeadingIds() {
  return (tree: TreeNode, file: ContentFileHandle): void => {
    const slug = createSlugger();
    let seenH2 = false;
    walk(tree, (node) => {
      if (node.type !== 'heading') {
        return;
      }
      const depth = node.depth as number;
      if (depth === 1) {
        file.fail('has a "# " heading; the page title comes from the front matter, so start sections at "## ".', node);
      }
      if (depth === 2) {
        seenH2 = true;
      }
      if (depth === 3 && !seenH2) {
        file.fail('has a "### " heading before any "## " heading.', node);
      }
      const text = textContent(node).trim();
      if (text === '') {
        file.fail('has an empty heading.', node);
      }
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = { ...data.hProperties, id: slug(text) };
    });
  };
}
