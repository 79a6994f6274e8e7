import type { Node } from 'gatsby';

/**
 * Typed reads of the fields this site's data layer put on its own nodes. Gatsby hands nodes back
 * untyped; reading them through these checks (rather than `as` casts) turns a shape that drifted
 * into an error naming the node and the field.
 */
function fieldError(node: Node, key: string, expected: string): Error {
  return new Error(`${node.internal.type} node "${node.id}" has no ${expected} field "${key}".`);
}

export function stringField(node: Node, key: string): string {
  const value = node[key];
  if (typeof value !== 'string') throw fieldError(node, key, 'text');
  return value;
}

export function booleanField(node: Node, key: string): boolean {
  const value = node[key];
  if (typeof value !== 'boolean') throw fieldError(node, key, 'boolean');
  return value;
}

/** A text field restricted to a known set of values (a product id, a plan). */
export function oneOfField<T extends string>(node: Node, key: string, values: readonly T[]): T {
  const value = stringField(node, key);
  const match = values.find((candidate) => candidate === value);
  if (match === undefined) throw fieldError(node, key, `${values.join(' | ')}`);
  return match;
}
