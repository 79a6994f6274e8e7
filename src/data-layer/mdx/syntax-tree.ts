/**
 * The few syntax-tree helpers the MDX plugins need. Written here rather than imported from the
 * unified ecosystem because those packages are ES modules only and the build config is CommonJS.
 */
export interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
  [key: string]: unknown;
}

/** Depth-first walk; the callback sees each node with its parent. */
export function walk(
  node: TreeNode,
  visit: (node: TreeNode, parent: TreeNode | null) => void,
  parent: TreeNode | null = null,
): void {
  visit(node, parent);
  for (const child of node.children ?? []) {
    walk(child, visit, node);
  }
}

/** Plain text of a markdown node: text and inline code, not JSX components (such as badges). */
export function textContent(node: TreeNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') {
    return node.value ?? '';
  }
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    return '';
  }
  return (node.children ?? []).map(textContent).join('');
}

/** The subset of VFile the plugins use to report errors with a position. */
export interface ContentFileHandle {
  path?: string;
  fail(reason: string, place?: unknown): never;
}
