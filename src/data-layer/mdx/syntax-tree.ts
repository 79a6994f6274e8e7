/**
 * Types and small helpers shared by the MDX plugins, over the unified ecosystem's trees (mdast
 * for Markdown, with MDX's JSX nodes). The packages are ES modules; Node 20.19 loads them from
 * the CommonJS build (decision 0010) and Jest transforms them.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';

export type MdastRoot = Root;
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
export type JsxAttribute = MdxJsxAttribute;

export function isJsxElement(node: Node): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The attributes of a JSX element by name (spread attributes are left out). */
export function attributesByName(element: JsxElement): Map<string, JsxAttribute> {
  return new Map(
    element.attributes
      .filter((attribute): attribute is JsxAttribute => attribute.type === 'mdxJsxAttribute')
      .map((attribute) => [attribute.name, attribute]),
  );
}

/** The subset of VFile the plugins use to report errors with a position. */
export interface ContentFileHandle {
  path?: string;
  fail(reason: string, place?: unknown): never;
}
