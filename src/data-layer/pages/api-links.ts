import { API_COMPONENTS, API_INTERFACES, type ApiListEntry } from '../../../content/api/api-list';
import { apiPagePathname } from '../../lib/api-paths';
import type { ApiSectionLink } from '../../lib/page-context';

const API_BY_NAME = new Map<string, ApiListEntry>(
  [...API_COMPONENTS, ...API_INTERFACES].map((entry) => [entry.name, entry]),
);

/** The names in a front matter's `components` that have no API page (the front matter check reports them). */
export function unknownApiNames(components: unknown): string[] {
  return Array.isArray(components)
    ? components.filter((name): name is string => typeof name === 'string' && !API_BY_NAME.has(name))
    : [];
}

/**
 * The API pages a guide lists in its front matter (`components: [DataGrid, DataGridPro]`), in
 * that order: the "API" section at the end of the page links them (in the page's language).
 */
export function apiSectionLinks(components: unknown): ApiSectionLink[] {
  if (!Array.isArray(components)) return [];
  return components.flatMap((name) => {
    const entry = typeof name === 'string' ? API_BY_NAME.get(name) : undefined;
    return entry ? [{ name: entry.name, pathname: apiPagePathname(entry) }] : [];
  });
}
