import { CONTENT_COMPONENTS, INJECTED_COMPONENTS, type AttributeRule } from '../../lib/content-components';
import { walk, type ContentFileHandle, type TreeNode } from './syntax-tree';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string };
}

const RULES: Record<string, Record<string, AttributeRule>> = CONTENT_COMPONENTS;

/**
 * Fails the build on a content component that does not exist or is used with a wrong attribute,
 * naming the file, the line and what is allowed, instead of a runtime error at render time.
 */
export function remarkCheckComponents() {
  return (tree: TreeNode, file: ContentFileHandle): void => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
        return;
      }
      const name = node.name as string | null;
      if (!name || !/^[A-Z]/.test(name) || (INJECTED_COMPONENTS as readonly string[]).includes(name)) {
        return;
      }
      const rules = RULES[name];
      if (!rules) {
        const known = [...Object.keys(RULES), ...INJECTED_COMPONENTS].sort();
        file.fail(`uses an unknown component <${name}>. Available: ${known.map((n) => `<${n}>`).join(', ')}.`, node);
      }
      const attributes = (node.attributes as JsxAttribute[] | undefined) ?? [];
      const given = new Map<string, JsxAttribute>();
      for (const attribute of attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
          file.fail(`passes spread attributes to <${name}>; write each attribute out.`, node);
        }
        given.set(attribute.name, attribute);
        const rule = rules[attribute.name];
        if (!rule) {
          file.fail(
            `passes an unknown attribute "${attribute.name}" to <${name}>. Known: ${Object.keys(rules).join(', ') || 'none'}.`,
            node,
          );
        }
        if (rule.values) {
          if (typeof attribute.value !== 'string' || !rule.values.includes(attribute.value)) {
            file.fail(
              `passes ${attribute.name}=${JSON.stringify(attribute.value)} to <${name}>; use one of: ${rule.values.join(', ')}.`,
              node,
            );
          }
        } else if (rule.boolean) {
          const value = attribute.value;
          const ok =
            value === null ||
            value === undefined ||
            (typeof value === 'object' && /^(true|false)$/.test(value.value.trim()));
          if (!ok) {
            file.fail(`passes a non-boolean "${attribute.name}" to <${name}>.`, node);
          }
        } else if (typeof attribute.value !== 'string' || attribute.value.trim() === '') {
          file.fail(`passes an empty or computed "${attribute.name}" to <${name}>; write it as a text value.`, node);
        }
      }
      for (const [attributeName, rule] of Object.entries(rules)) {
        if (rule.required && !given.has(attributeName)) {
          file.fail(`uses <${name}> without its required "${attributeName}" attribute.`, node);
        }
      }
    });
  };
}
