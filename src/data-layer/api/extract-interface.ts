import type ts from 'typescript';
import type { ApiPackage } from './api-packages';
import type { ApiInterfaceData, ApiPropData } from './api-types';
import { resolveAlias, type Declarations } from './declarations';
import { describeProperty } from './describe-property';
import { pageBase } from './extract-component';

function propertiesOf(
  declarations: Declarations,
  packageDir: string,
  name: string,
): { symbol: ts.Symbol; properties: ApiPropData[] } | null {
  const { checker } = declarations;
  const exported = declarations.exportsOf(packageDir).get(name);
  if (!exported) return null;
  const symbol = resolveAlias(checker, exported);
  // For a union (GridColDef = base | actions | single select) this is what every member has.
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const properties = checker
    .getPropertiesOfType(type)
    .map((property) => describeProperty(checker, property))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { symbol, properties };
}

/**
 * Reads one interface from the first package of its area that exports it. When a later package
 * (a higher plan) exports a larger version of it, its extra properties are added with that plan.
 */
export function extractInterface(
  declarations: Declarations,
  name: string,
  areaPackages: readonly ApiPackage[],
  order: readonly ApiPackage[],
): ApiInterfaceData {
  const home = order.find((candidate) => declarations.exportsOf(candidate.dir).has(name));
  if (!home) {
    throw new Error(
      `No package of ${areaPackages[0]?.area ?? 'its area'} exports "${name}" (${order.map((candidate) => `${candidate.name} ${candidate.version}`).join(', ')}).`,
    );
  }
  const found = propertiesOf(declarations, home.dir, name);
  if (!found) throw new Error(`${home.name} does not export "${name}".`);
  const properties = [...found.properties];
  let supplementedFrom: ApiInterfaceData['supplementedFrom'] = null;
  for (const later of order.slice(order.indexOf(home) + 1)) {
    const extra = propertiesOf(declarations, later.dir, name);
    if (!extra) continue;
    const known = new Set(properties.map((property) => property.name));
    const added = extra.properties.filter((property) => !known.has(property.name));
    if (added.length === 0) continue;
    properties.push(...added);
    if (later.version !== home.version) supplementedFrom = { packageName: later.name, version: later.version };
  }
  properties.sort((a, b) => a.name.localeCompare(b.name));
  return {
    kind: 'interface',
    ...pageBase(declarations, found.symbol, name, name, home, areaPackages),
    properties,
    supplementedFrom,
  };
}
