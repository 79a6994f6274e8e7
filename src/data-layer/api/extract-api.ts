import ts from 'typescript';
import { API_AREAS, type ApiArea, type ApiListEntry } from '../../../content/api/api-list';
import { owningPackage, type ApiPackage } from './api-packages';
import type { ApiExtraction, ApiPageData } from './api-types';
import { declarationOf, loadDeclarations, resolveAlias, type Declarations } from './declarations';
import { extractComponent } from './extract-component';
import { extractInterface } from './extract-interface';

/** Where each area looks for an interface first: the Pro grid has the fullest 8.2.0 `GridApi`. */
const INTERFACE_ORDER: Record<ApiArea, readonly string[]> = {
  'data-grid': ['pro', 'community', 'premium'],
  'date-pickers': ['community', 'pro'],
  charts: ['community', 'pro'],
  'tree-view': ['community', 'pro'],
};

/**
 * Exported React components of a package that look documented (a `<Name>Props` type is exported
 * with them), for the warning about components without a page.
 */
function exportedComponents(declarations: Declarations, pkg: ApiPackage): string[] {
  const { checker } = declarations;
  const exports = declarations.exportsOf(pkg.dir);
  const names: string[] = [];
  for (const [name, exported] of exports) {
    if (!/^[A-Z]/.test(name) || !exports.has(`${name}Props`)) continue;
    const symbol = resolveAlias(checker, exported);
    if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
    const declaration = declarationOf(symbol);
    if (!declaration || owningPackage(declaration.getSourceFile().fileName)?.name !== pkg.name) continue;
    if (checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures().length > 0) names.push(name);
  }
  return names;
}

/** Reads every API page in the list from the installed declarations. Throws on a name no package exports. */
export function extractApi(
  packages: readonly ApiPackage[],
  components: readonly ApiListEntry[],
  interfaces: readonly ApiListEntry[],
  declarations: Declarations = loadDeclarations(packages.map((pkg) => pkg.dir)),
): ApiExtraction {
  const byArea = (area: ApiArea) => packages.filter((pkg) => pkg.area === area);
  const pages: ApiPageData[] = [];
  const missing: string[] = [];

  for (const entry of components) {
    const plan = entry.plan ?? 'community';
    const areaPackages = byArea(entry.api);
    const home = areaPackages.find((pkg) => pkg.plan === plan);
    if (!home) throw new Error(`No ${plan} package for ${entry.api}.`);
    const exportName = entry.exportedAs ?? entry.name;
    if (!declarations.exportsOf(home.dir).has(exportName)) {
      missing.push(`${exportName} (${home.name} ${home.version})`);
      continue;
    }
    pages.push(withName(exportName, () => extractComponent(declarations, entry, home, areaPackages)));
  }
  for (const entry of interfaces) {
    const areaPackages = byArea(entry.api);
    const order = INTERFACE_ORDER[entry.api]
      .map((plan) => areaPackages.find((pkg) => pkg.plan === plan))
      .filter((pkg): pkg is ApiPackage => pkg !== undefined);
    if (!order.some((pkg) => declarations.exportsOf(pkg.dir).has(entry.name))) {
      missing.push(`${entry.name} (${order.map((pkg) => `${pkg.name} ${pkg.version}`).join(', ')})`);
      continue;
    }
    pages.push(withName(entry.name, () => extractInterface(declarations, entry.name, areaPackages, order)));
  }
  if (missing.length > 0) {
    throw new Error(
      `content/api/api-list.ts lists API pages that the installed packages do not export: ${missing.join('; ')}.`,
    );
  }

  const listed = new Set([...components, ...interfaces].map((entry) => entry.exportedAs ?? entry.name));
  const unlisted = API_AREAS.flatMap((area) =>
    byArea(area).map((pkg) => ({
      packageName: pkg.name,
      names: exportedComponents(declarations, pkg)
        .filter((name) => !listed.has(name))
        .sort(),
    })),
  ).filter((entry) => entry.names.length > 0);
  return { pages, unlisted };
}

/** Runs one page's extraction; an error in it names the component or interface it was reading. */
function withName<T>(name: string, extract: () => T): T {
  try {
    return extract();
  } catch (error) {
    throw new Error(`Reading the API of ${name} failed: ${(error as Error).message}`, { cause: error });
  }
}
