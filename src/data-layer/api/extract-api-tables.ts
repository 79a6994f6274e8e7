import type { ApiPackage } from './api-packages';
import type { ApiTableEntryData } from './api-table-types';
import { loadDeclarations } from './declarations';
import { extractGridEvents } from './extract-grid-events';
import { extractGridMethods } from './extract-grid-methods';
import { extractGridSelectors } from './extract-grid-selectors';

/**
 * Everything an `<ApiTable>` can show: the Data Grid's API methods, events and selectors, read
 * from the installed grid packages (community, Pro, Premium), sorted by kind and name.
 */
export function extractApiTables(packages: readonly ApiPackage[]): ApiTableEntryData[] {
  const grid = packages.filter((pkg) => pkg.area === 'data-grid');
  if (grid.length === 0) throw new Error('No Data Grid package is installed.');
  const declarations = loadDeclarations(grid.map((pkg) => pkg.dir));
  return [
    ...extractGridMethods(declarations, grid),
    ...extractGridEvents(declarations, grid),
    ...extractGridSelectors(declarations, grid),
  ].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
