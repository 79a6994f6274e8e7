import { apiSlug } from '../../src/data-layer/api/api-slug';
import { API_AREAS, API_COMPONENTS, API_INTERFACES, type ApiArea, type ApiListEntry } from './api-list';

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
