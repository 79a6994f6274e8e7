import type { Language } from '../../../content/languages';
import type { Plan, ProductId } from '../../../content/navigation/types';
import type { ResolvedNavEntry } from './api-nav-entries';
import { isExternalPathname } from '../../lib/paths';
import { navLabels } from './nav-labels';

/** One nav entry with everything derived from its place in the tree. Becomes a `NavPage` node. */
export interface FlatNavEntry {
  pathname: string;
  title: string | null;
  /** What the drawer, prev/next links and breadcrumbs show, per language. */
  labels: Record<Language, string>;
  subheader: string | null;
  plan: Plan;
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
  external: boolean;
  /** Has children: a group or subheader, never a page of its own. */
  isGroup: boolean;
  /** Where clicking the entry goes: itself for a page, its first page for a group. */
  linkPathname: string | null;
  parentPathname: string | null;
  /** Pathnames from the root down to the parent. */
  ancestors: string[];
  childPathnames: string[];
  depth: number;
  /** Position in a depth-first walk: the one source of order. */
  order: number;
  productId: ProductId;
  /** Previous and next internal pages in reading order (external links are skipped). */
  prev: string | null;
  next: string | null;
}

const ROOT_PRODUCT: ProductId = 'introduction';

/** The tree (generated entries already expanded) in reading order, each entry with its place in it. */
export function flattenNavigation(tree: readonly ResolvedNavEntry[]): FlatNavEntry[] {
  const flat: FlatNavEntry[] = [];

  const visit = (
    entry: ResolvedNavEntry,
    ancestors: string[],
    inheritedProduct: ProductId,
    depth: number,
  ): string | null => {
    const productId = entry.productId ?? inheritedProduct;
    const children = entry.children ?? [];
    const external = isExternalPathname(entry.pathname);
    const item: FlatNavEntry = {
      pathname: entry.pathname,
      title: entry.title ?? null,
      labels: navLabels(entry),
      subheader: entry.subheader ?? null,
      plan: entry.plan ?? 'community',
      newFeature: entry.newFeature ?? false,
      planned: entry.planned ?? false,
      unstable: entry.unstable ?? false,
      external,
      isGroup: children.length > 0,
      linkPathname: null,
      parentPathname: ancestors[ancestors.length - 1] ?? null,
      ancestors,
      childPathnames: children.map((child) => child.pathname),
      depth,
      order: flat.length,
      productId,
      prev: null,
      next: null,
    };
    flat.push(item);
    let firstPage: string | null = children.length === 0 ? entry.pathname : null;
    for (const child of children) {
      const childFirst = visit(child, [...ancestors, entry.pathname], productId, depth + 1);
      firstPage ??= childFirst;
    }
    item.linkPathname = firstPage;
    return firstPage;
  };

  tree.forEach((entry) => visit(entry, [], entry.productId ?? ROOT_PRODUCT, 0));

  const readingOrder = flat.filter((item) => !item.isGroup && !item.external);
  readingOrder.forEach((item, index) => {
    item.prev = readingOrder[index - 1]?.pathname ?? null;
    item.next = readingOrder[index + 1]?.pathname ?? null;
  });
  return flat;
}
