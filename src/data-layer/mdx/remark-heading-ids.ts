import { sourceAnchors } from '../content/translation-source';
import type { ContentFileHandle, MdastRoot } from './syntax-tree';
import { outlineHeadings } from './page-outline';

/**
 * Gives headings their anchors (the same ones the page's table of contents links to, made by
 * `outlineHeadings`) and enforces the page outline: the H1 comes from the front matter title,
 * and an H3 needs an H2 above it. A translation's headings take its English source's anchors.
 */
export function remarkHeadingIds() {
  return (tree: MdastRoot, file: ContentFileHandle): void => {
    let seenH2 = false;
    const anchors = file.path ? sourceAnchors(file.path) : null;
    for (const { heading, outline } of outlineHeadings(tree, anchors)) {
      if (heading.depth === 1) {
        file.fail(
          'has a "# " heading; the page title comes from the front matter, so start sections at "## ".',
          heading,
        );
      }
      if (heading.depth === 2) {
        seenH2 = true;
      }
      if (heading.depth === 3 && !seenH2) {
        file.fail('has a "### " heading before any "## " heading.', heading);
      }
      if (outline.text === '') {
        file.fail('has an empty heading.', heading);
      }
      const data = (heading.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = { ...data.hProperties, id: outline.id };
    }
  };
}
