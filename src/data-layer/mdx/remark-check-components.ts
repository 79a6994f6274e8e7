import { visit } from 'unist-util-visit';
import {
  CONTENT_COMPONENTS,
  type AttributeRule,
  type CombinationRule,
  type ComponentRules,
} from '../../lib/content-components';
import type { Node, Parent } from 'unist';
import {
  attributesByName,
  isJsxElement,
  type ContentFileHandle,
  type JsxAttribute,
  type JsxElement,
  type MdastRoot,
} from './syntax-tree';

const RULES: Readonly<Record<string, ComponentRules>> = CONTENT_COMPONENTS;

/** The expression inside `{…}` of an attribute, trimmed; null for a text value or a bare attribute. */
function expressionOf(attribute: JsxAttribute): string | null {
  return typeof attribute.value === 'object' && attribute.value !== null ? attribute.value.value.trim() : null;
}

/** What is wrong with one attribute's value, as a sentence naming the element, or null. */
function attributeProblem(attribute: JsxAttribute, rule: AttributeRule, label: string): string | null {
  const { name, value } = attribute;
  const expression = expressionOf(attribute);
  if (rule.boolean) {
    return value === null || value === undefined || /^(true|false)$/.test(expression ?? '')
      ? null
      : `passes a non-boolean "${name}" to ${label}.`;
  }
  if (rule.number) {
    return /^\d+$/.test(expression ?? '')
      ? null
      : `passes "${name}" to ${label} as anything but a number of pixels, e.g. ${name}={400}.`;
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return `passes an empty or computed "${name}" to ${label}; write it as a text value.`;
  }
  if (rule.values && !rule.values.includes(value)) {
    return `passes ${name}=${JSON.stringify(value)} to ${label}; use one of: ${rule.values.join(', ')}.`;
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    return `passes ${name}=${JSON.stringify(value)} to ${label}, which does not match ${String(rule.pattern)}.`;
  }
  return null;
}

/** What breaks a rule between attributes, or null. */
function combinationProblem(rule: CombinationRule, given: ReadonlyMap<string, JsxAttribute>): string | null {
  switch (rule.kind) {
    case 'excludes':
      return given.has(rule.attributes[0]) && given.has(rule.attributes[1])
        ? `passes both ${rule.attributes[0]} and ${rule.attributes[1]}; ${rule.reason}`
        : null;
    case 'requires':
      return given.has(rule.attribute) && !given.has(rule.requires)
        ? `passes ${rule.attribute} without ${rule.requires}; ${rule.reason}`
        : null;
    case 'exactlyWith': {
      const [other, value] = rule.when;
      const matches = given.get(other)?.value === value;
      if (matches && !given.has(rule.attribute))
        return `passes ${other}="${value}" without ${rule.attribute}; ${rule.reason}`;
      if (!matches && given.has(rule.attribute)) {
        return `passes ${rule.attribute} without ${other}="${value}"; ${rule.reason}`;
      }
      return null;
    }
    case 'notFalse': {
      const attribute = given.get(rule.attribute);
      return attribute && expressionOf(attribute) === 'false'
        ? `passes ${rule.attribute}={false}; ${rule.reason}`
        : null;
    }
  }
}

/** What is wrong with where an element stands or what it holds, or null. */
function structureProblem(element: JsxElement, rules: ComponentRules, parent: Parent | undefined): string | null {
  const label = `<${element.name ?? ''}>`;
  if (rules.parent) {
    const parentName = parent && isJsxElement(parent) ? parent.name : null;
    if (parentName !== rules.parent) return `uses ${label} outside <${rules.parent}>; put it directly inside one.`;
  }
  if (rules.code && !element.children.some((child: Node) => child.type === 'code')) {
    return `has a ${label} without a fenced code block.`;
  }
  const expected = rules.children;
  if (!expected) return null;
  const blocks = element.children;
  const stray = blocks.find((child) => !isJsxElement(child) || child.name !== expected.only);
  if (stray) {
    const what = isJsxElement(stray) ? `<${stray.name ?? ''}>` : `a ${stray.type}`;
    return `has ${what} directly inside ${label}, which holds only <${expected.only}> elements.`;
  }
  if (blocks.length < expected.min) {
    return `has a ${label} with ${blocks.length} <${expected.only}>; it needs at least ${expected.min}.`;
  }
  if (expected.unique) {
    const seen = new Set<string>();
    for (const child of blocks) {
      const value = isJsxElement(child) ? attributesByName(child).get(expected.unique)?.value : undefined;
      if (typeof value !== 'string') continue;
      if (seen.has(value)) return `has two <${expected.only} ${expected.unique}="${value}"> in one ${label}.`;
      seen.add(value);
    }
  }
  return null;
}

/**
 * Fails the build on a content component that does not exist or is used wrongly — an unknown
 * or badly valued attribute, a missing required one, a forbidden combination, a block component
 * inside a paragraph, an element outside its parent or holding the wrong content — naming the file, the line and what is allowed, instead of an error at
 * render time. Every rule comes from the content-components table.
 */
export function remarkCheckComponents() {
  return (tree: MdastRoot, file: ContentFileHandle): void => {
    visit(tree, (node, _index, parent) => {
      if (!isJsxElement(node) || !node.name || !/^[A-Z]/.test(node.name)) {
        return;
      }
      const name = node.name;
      const rules = RULES[name];
      if (!rules) {
        const known = Object.keys(RULES).sort();
        file.fail(`uses an unknown component <${name}>. Available: ${known.map((n) => `<${n}>`).join(', ')}.`, node);
      }
      const label = `<${name}>`;
      if (rules.block && node.type !== 'mdxJsxFlowElement') {
        file.fail(`uses ${label} inside a paragraph; put it on its own line.`, node);
      }
      const given = new Map<string, JsxAttribute>();
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') {
          file.fail(`passes spread attributes to ${label}; write each attribute out.`, node);
        }
        const rule = rules.attributes[attribute.name];
        if (!rule) {
          const known = Object.keys(rules.attributes).join(', ') || 'none';
          file.fail(`passes an unknown attribute "${attribute.name}" to ${label}. Known: ${known}.`, node);
        }
        const problem = attributeProblem(attribute, rule, label);
        if (problem) file.fail(problem, node);
        given.set(attribute.name, attribute);
      }
      for (const [attributeName, rule] of Object.entries(rules.attributes)) {
        if (rule.required && !given.has(attributeName)) {
          file.fail(`uses ${label} without its required "${attributeName}" attribute.`, node);
        }
      }
      for (const combination of rules.combinations ?? []) {
        const problem = combinationProblem(combination, given);
        if (problem) file.fail(`${problem} (${label}).`, node);
      }
      const problem = structureProblem(node, rules, parent ?? undefined);
      if (problem) file.fail(problem, node);
    });
  };
}
