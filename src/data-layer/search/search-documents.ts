import type { Content, Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { NamesFile, SearchKind, SearchText } from '../../lib/search/search-index-model';
import { htmlToPlainText } from '../markdown/doc-html-to-mdast';
import { outlineHeadings, parseMdx } from '../mdx/page-outline';
import { isJsxElement } from '../mdx/syntax-tree';

/** A guide page as the search needs it (in one language). */
export interface GuideSource {
  /** Page path with the language prefix and trailing slash. */
  path: string;
  title: string;
  description: string;
  body: string;
  /** The anchors the page gives its headings, in order (a translation's are its English source's). */
  anchors: readonly string[];
  productId: string;
  plan: string;
  /** Navigation labels above the page, outermost first. */
  crumbs: string[];
}

interface ApiRow {
  name: string;
  descriptionHtml: string;
}

/** An API page as the search needs it. */
export interface ApiSource {
  /** A component's entries are props; an interface's are members. */
  kind: 'component' | 'interface';
  path: string;
  name: string;
  productId: string;
  plan: string;
  descriptionHtml: string;
  props: ApiRow[];
  slots: ApiRow[];
  /** A class without a global class name is found by its rule name. */
  classes: { key: string; className: string | null; descriptionHtml: string }[];
  crumbs: string[];
}

/** The names file (without its full-text file's name, known once that is written) and the texts of one language's indexes. */
export interface SearchDocuments {
  names: Omit<NamesFile, 'text'>;
  texts: SearchText[];
}

/** The words a top-level block adds to its section: not code, not demos, not imports. */
function blockText(node: Content): string {
  if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'html' || node.type === 'thematicBreak')
    return '';
  if (isJsxElement(node)) {
    if (node.name === 'Demo') return '';
    return node.children.map((child) => blockText(child as Content)).join(' ');
  }
  return toString(node);
}

/** The sections of a guide: the text before the first heading, then one per heading (H2 or H3). */
export function guideSections(
  body: string,
  sourceAnchors: readonly string[] | null = null,
): { id: string | null; heading: string | null; text: string }[] {
  const tree = parseMdx(body);
  const anchors = new Map<Heading, { id: string; text: string }>(
    outlineHeadings(tree, sourceAnchors).map(({ heading, outline }) => [heading, outline]),
  );
  const sections: { id: string | null; heading: string | null; text: string[] }[] = [
    { id: null, heading: null, text: [] },
  ];
  for (const node of tree.children) {
    const anchor = node.type === 'heading' ? anchors.get(node) : undefined;
    if (anchor) {
      sections.push({ id: anchor.id, heading: anchor.text, text: [] });
    } else {
      const text = blockText(node).replace(/\s+/g, ' ').trim();
      if (text !== '') sections[sections.length - 1]?.text.push(text);
    }
  }
  return sections.map((section) => ({ ...section, text: section.text.join(' ') }));
}

/** A component's family: the community, Pro and Premium versions of one component share their props. */
function apiFamily(api: ApiSource): string {
  return `${api.productId} ${api.name.replace(/(Pro|Premium)$/, '')}`;
}

const PLAN_ORDER = ['community', 'pro', 'premium'];

function byPlan(a: string, b: string): number {
  return PLAN_ORDER.indexOf(a) - PLAN_ORDER.indexOf(b);
}

/**
 * The documents of one language's indexes. Guides give a page entry and one per section; API pages
 * give their own entry and one per prop, slot and CSS class, where a prop that the community, Pro
 * and Premium versions of a component share is one entry (linked on the lowest plan's page, with
 * every plan listed).
 */
export function searchDocuments(guides: readonly GuideSource[], apis: readonly ApiSource[]): SearchDocuments {
  const names: SearchDocuments['names'] = { pages: [], entries: [] };
  const texts: SearchText[] = [];
  const addPage = (path: string, title: string, productId: string, crumbs: string[]) =>
    names.pages.push([path, title, productId, crumbs]) - 1;
  const add = (
    kind: SearchKind,
    name: string,
    page: number,
    anchor: string,
    plans: readonly string[],
    text: string,
  ) => {
    const id = names.entries.push([kind, name, page, anchor, plans.join(' ')]) - 1;
    if (text !== '') texts.push({ id, text });
  };

  for (const guide of guides) {
    const [intro = { text: '' }, ...sections] = guideSections(guide.body, guide.anchors);
    const page = addPage(guide.path, guide.title, guide.productId, guide.crumbs);
    add('page', guide.title, page, '', [guide.plan], `${guide.description} ${intro.text}`.trim());
    for (const section of sections) {
      add('section', section.heading ?? '', page, section.id ?? '', [guide.plan], section.text);
    }
  }

  const families = new Map<string, ApiSource[]>();
  for (const api of [...apis].sort((a, b) => byPlan(a.plan, b.plan))) {
    const family = apiFamily(api);
    families.set(family, [...(families.get(family) ?? []), api]);
  }
  for (const members of families.values()) {
    const pages = new Map<ApiSource, number>();
    for (const api of members) {
      const page = addPage(api.path, api.name, api.productId, api.crumbs);
      pages.set(api, page);
      add('api', api.name, page, '', [api.plan], htmlToPlainText(api.descriptionHtml));
      for (const slot of api.slots)
        add('slot', slot.name, page, `slot-${slot.name}`, [api.plan], htmlToPlainText(slot.descriptionHtml));
      for (const cssClass of api.classes) {
        add(
          'class',
          cssClass.className ?? cssClass.key,
          page,
          `class-${cssClass.key}`,
          [api.plan],
          htmlToPlainText(cssClass.descriptionHtml),
        );
      }
    }
    // Props once per family, on the first (lowest-plan) page that has them.
    const seen = new Set<string>();
    for (const api of members) {
      for (const prop of api.props) {
        if (seen.has(prop.name)) continue;
        seen.add(prop.name);
        const plans = members
          .filter((member) => member.props.some((other) => other.name === prop.name))
          .map((member) => member.plan);
        add(
          api.kind === 'interface' ? 'member' : 'prop',
          prop.name,
          pages.get(api) ?? 0,
          `prop-${prop.name}`,
          [...new Set(plans)].sort(byPlan),
          htmlToPlainText(prop.descriptionHtml),
        );
      }
    }
  }
  return { names, texts };
}
