import { API_COMPONENTS, API_INTERFACES, type ApiArea } from '../api/api-list';
import { apiPagePathname } from '../api/api-pathnames';
import type { NavEntry } from './types';

/**
 * The API pages of an area as navigation entries, from the same list the pages are generated
 * from: components sorted by title, interfaces in the reference's order; plans from the package.
 */
export function apiComponentEntries(area: ApiArea): NavEntry[] {
  return API_COMPONENTS.filter((entry) => entry.api === area)
    .map((entry) => ({
      pathname: apiPagePathname(entry),
      title: entry.name,
      ...(entry.plan ? { plan: entry.plan } : {}),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function apiInterfaceEntries(area: ApiArea): NavEntry[] {
  return API_INTERFACES.filter((entry) => entry.api === area).map((entry) => ({
    pathname: apiPagePathname(entry),
    title: entry.name,
  }));
}
