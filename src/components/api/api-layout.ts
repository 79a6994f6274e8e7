/** How a section of an API page lists its entries; the reader's choice is remembered per section. */
export const API_LAYOUTS = ['table', 'expanded', 'collapsed'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];

export type ApiSection = 'props' | 'slots' | 'classes';

/**
 * localStorage keys, as the reference names them: the Data Grid keeps its own choices and lists
 * its long prop tables expanded by default.
 */
export function layoutStorageKey(area: string, section: ApiSection): string {
  return area === 'data-grid' ? `dataGrid_apiPage_${section}` : `apiPage_${section}`;
}

export function defaultLayout(area: string): ApiLayout {
  return area === 'data-grid' ? 'expanded' : 'table';
}
