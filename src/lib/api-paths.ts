import { API_AREAS, API_COMPONENTS, API_INTERFACES, type ApiArea, type ApiListEntry } from '../../content/api/api-list';

/**
 * The URL scheme of the API reference: `/x/api/<area>/` for an area's index and
 * `/x/api/<area>/<slug>/` for a component or interface.
 */

/** The URL segment of an API page: `DataGridPro` → `data-grid-pro`, `ChartsXAxis` → `charts-x-axis`. */
export function apiSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The index page of an area's API reference. */
export function apiIndexPathname(area: ApiArea): string {
  return `/x/api/${area}`;
}

export function apiPagePathname(entry: Pick<ApiListEntry, 'api' | 'name'>): string {
  return `/x/api/${entry.api}/${apiSlug(entry.name)}`;
}

/** Every page the API reference generator makes (per language), for the content checks. */
export function apiGeneratedPathnames(): Set<string> {
  return new Set([...API_AREAS.map(apiIndexPathname), ...[...API_COMPONENTS, ...API_INTERFACES].map(apiPagePathname)]);
}
