import GithubSlugger from 'github-slugger';
import type { Heading } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { mdxjs } from 'micromark-extension-mdxjs';
import { visit } from 'unist-util-visit';
import { API_TABLE_KINDS, API_TABLE_PLANS, type ApiTableUsage } from '../../lib/api-table';
import { attributesByName, isJsxElement, type JsxElement, type MdastRoot } from './syntax-tree';

/** A section heading of a page, with the anchor the page gives it. */
export interface OutlineHeading {
  depth: number;
  id: string;
  /** Plain text: text and inline code, not components such as plan badges. */
  text: string;
}

/** A `<Demo>` element of a page, as page creation needs it. */
export interface DemoUsage {
  name: string;
  defaultCodeOpen: boolean;
}

/** The outline of an MDX page: its headings (the table of contents) and the demos and API tables it embeds. */
export interface PageOutline {
  headings: OutlineHeading[];
  demos: DemoUsage[];
  apiTables: ApiTableUsage[];
}

/** The MDX body as a syntax tree, the way the MDX compiler reads it (markdown with JSX). */
export function parseMdx(body: string): MdastRoot {
  return fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
}

/** A heading's text without the JSX inside it (a `<PlanBadge>` adds no words to the anchor). */
export function headingText(heading: Heading): string {
  return heading.children
    .filter((child) => !isJsxElement(child))
    .map((child) => toString(child))
    .join('')
    .trim();
}

/**
 * Every heading's anchor, in document order: GitHub's slugs (repeats get `-1`, `-2`…). The one
 * place anchors are made, for the heading ids in the page, its table of contents and its search
 * sections. A translation passes its English source's anchors (`sourceAnchors`), which its
 * headings take by position, so `#pro-plan` names the same section in every language (decision
 * 0036; the translation check makes sure the headings correspond).
 */
export function outlineHeadings(
  tree: MdastRoot,
  sourceAnchors: readonly string[] | null = null,
): { heading: Heading; outline: OutlineHeading }[] {
  const slugger = new GithubSlugger();
  const headings: { heading: Heading; outline: OutlineHeading }[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const text = headingText(heading);
    const id = slugger.slug(text);
    headings.push({ heading, outline: { depth: heading.depth, id: sourceAnchors?.[headings.length] ?? id, text } });
  });
  return headings;
}

function demoUsages(tree: MdastRoot): DemoUsage[] {
  const usages: DemoUsage[] = [];
  visit(tree, (node) => {
    if (!isJsxElement(node) || node.name !== 'Demo') return;
    const attributes = attributesByName(node);
    const name = attributes.get('name')?.value;
    if (typeof name !== 'string') return;
    const open = attributes.get('defaultCodeOpen');
    const openValue = typeof open?.value === 'object' && open.value !== null ? open.value.value.trim() : null;
    usages.push({ name, defaultCodeOpen: open !== undefined && openValue !== 'false' });
  });
  return usages;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** What an `<ApiTable>` element asks for; null when its kind is not one (the compile check reports that). */
export function readApiTableUsage(element: JsxElement): ApiTableUsage | null {
  const attributes = attributesByName(element);
  const text = (name: string) => {
    const value = attributes.get(name)?.value;
    return typeof value === 'string' ? value : null;
  };
  const kind = oneOf(API_TABLE_KINDS, text('kind'));
  if (kind === null) return null;
  return { kind, interface: text('interface'), plan: oneOf(API_TABLE_PLANS, text('plan')), filter: text('filter') };
}

/** The `<ApiTable>` elements of a page; their attributes' values are checked when the page compiles. */
function apiTableUsages(tree: MdastRoot): ApiTableUsage[] {
  const usages: ApiTableUsage[] = [];
  visit(tree, (node) => {
    if (!isJsxElement(node) || node.name !== 'ApiTable') return;
    const usage = readApiTableUsage(node);
    if (usage) usages.push(usage);
  });
  return usages;
}

/**
 * Reads a page's outline from its MDX body (the build checks the elements themselves when
 * compiling); a translation passes its English source's anchors.
 */
export function pageOutline(body: string, sourceAnchors: readonly string[] | null = null): PageOutline {
  const tree = parseMdx(body);
  return {
    headings: outlineHeadings(tree, sourceAnchors).map(({ outline }) => outline),
    demos: demoUsages(tree),
    apiTables: apiTableUsages(tree),
  };
}
