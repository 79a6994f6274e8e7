import type { Node } from 'gatsby';
import { stringField } from './node-fields';

/** The filesystem source that reads `content/`, as gatsby-config names it. */
export const CONTENT_SOURCE = 'content';

/** A `File` node of the `content/` source. */
export interface ContentFileRecord {
  id: string;
  /** Path relative to `content/`, with forward slashes. */
  relativePath: string;
  absolutePath: string;
}

/** The file's record when it comes from `content/`; null for any other node. */
export function readContentFileNode(node: Node): ContentFileRecord | null {
  if (node.internal.type !== 'File' || node.sourceInstanceName !== CONTENT_SOURCE) {
    return null;
  }
  return {
    id: node.id,
    relativePath: stringField(node, 'relativePath'),
    absolutePath: stringField(node, 'absolutePath'),
  };
}
