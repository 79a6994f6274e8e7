import type { Link } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentFileHandle, MdastRoot } from './syntax-tree';

const INTERNAL = /^\/x\/([a-z0-9-]+\/)*(#[\w\p{L}-]+)?$/u;

/**
 * Internal links must be absolute `/x/.../` paths with a trailing slash (the page component adds
 * the language prefix on translated pages). Relative links and missing slashes fail the build
 * here; whether the target exists is checked over the built site (`npm run check:links`).
 */
export function remarkCheckLinks() {
  return (tree: MdastRoot, file: ContentFileHandle): void => {
    visit(tree, 'link', (node: Link) => {
      const url = node.url;
      if (/^(https?:|mailto:)/.test(url) || /^#[\w\p{L}-]+$/u.test(url)) {
        return;
      }
      if (!INTERNAL.test(url)) {
        file.fail(
          `has a link "${url}" that is not of the form "/x/page/" (absolute, with a trailing slash), "#anchor" or "https://…".`,
          node,
        );
      }
    });
  };
}
