import { API_COMPONENTS, API_INTERFACES } from '../../../content/api/api-list';
import type { GeneratedApiEntries, NavChild, NavEntry } from '../../../content/navigation/types';
import { apiPagePathname } from '../../lib/api-paths';
import { sameInEveryLanguage } from './nav-labels';

export function isGeneratedApiEntries(child: NavChild): child is GeneratedApiEntries {
  return 'apiPages' in child;
}

/**
 * The navigation entries of an area's generated API pages, from the same list the pages are
 * made from: components sorted by name, interfaces in the list's order; plans from the package.
 * A component or interface name reads the same in every language.
 */
export function apiNavEntries({ apiPages }: GeneratedApiEntries): ResolvedNavEntry[] {
  const list = apiPages.kind === 'component' ? API_COMPONENTS : API_INTERFACES;
  const entries = list
    .filter((entry) => entry.api === apiPages.area)
    .map(
      (entry): ResolvedNavEntry => ({
        pathname: apiPagePathname(entry),
        title: entry.name,
        translations: sameInEveryLanguage(entry.name),
        ...(entry.plan ? { plan: entry.plan } : {}),
      }),
    );
  return apiPages.kind === 'component' ? entries.sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '')) : entries;
}

/** A nav entry whose children are all entries: generated ones expanded in place. */
export interface ResolvedNavEntry extends Omit<NavEntry, 'children'> {
  children?: readonly ResolvedNavEntry[];
}

/** The tree with every generated-pages placeholder replaced by the entries it stands for. */
export function expandGeneratedEntries(tree: readonly NavChild[]): ResolvedNavEntry[] {
  return tree.flatMap((child): ResolvedNavEntry[] => {
    if (isGeneratedApiEntries(child)) return apiNavEntries(child);
    const { children, ...entry } = child;
    return [children ? { ...entry, children: expandGeneratedEntries(children) } : entry];
  });
}
