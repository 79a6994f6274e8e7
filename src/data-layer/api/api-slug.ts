/** The URL segment of an API page: `DataGridPro` → `data-grid-pro`, `ChartsXAxis` → `charts-x-axis`. */
export function apiSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
