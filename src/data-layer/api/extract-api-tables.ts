import type { ApiPackage } from './api-packages';
import type { ApiTableEntryData } from './api-table-types';
import { loadDeclarations, type Declarations } from './declarations';
import { extractGridEvents } from './extract-grid-events';
import { extractGridMethods } from './extract-grid-methods';
import { extractGridSelectors } from './extract-grid-selectors';

/**
 * Everything an `<ApiTable>` can show: the Data Grid's API methods, events and selectors, read
 * from the installed grid packages (community, Pro, Premium), sorted by kind and name. The
 * declarations may be a program over more packages than the grid's (the API pages' one).
 */
export function extractApiTables(packages: readonly ApiPackage[], declarations?: Declarations): ApiTableEntryData[] {
  const grid = packages.filter((pkg) => pkg.area === 'data-grid');
  if (grid.length === 0) throw new Error('No Data Grid package is installed.');
  const read = declarations ?? loadDeclarations(grid.map((pkg) => pkg.dir));
  return [
    ...extractGridMethods(read, grid),
    ...extractGridEvents(read, grid),
    ...extractGridSelectors(read, grid),
  ].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
