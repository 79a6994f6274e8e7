import ts from 'typescript';
import type { Plan } from '../../../content/navigation/types';
import { API_INTERFACE_NAME } from '../../lib/api-table';
import type { ApiPackage } from './api-packages';
import type { ApiTableEntryData } from './api-table-types';
import { declarationOf, jsDocOf, resolveAlias, tagText, typeTextOf, type Declarations } from './declarations';

/**
 * The whole API object, as each package exports it (`GridApiCommunity`, `GridApiPro`,
 * `GridApiPremium` under one name): a member's plan is the first package whose `GridApi` has it.
 */
const WHOLE_API = 'GridApi';

/**
 * The public grid API interfaces a package exports (`GridSortApi`…, and the `GridApi` type), by
 * name; private ones are left out.
 */
function apiInterfaces(declarations: Declarations, pkg: ApiPackage): Array<[string, ts.Symbol]> {
  const { checker } = declarations;
  return [...declarations.exportsOf(pkg.dir)].flatMap(([name, exported]): Array<[string, ts.Symbol]> => {
    if (!API_INTERFACE_NAME.test(name) || name.includes('Private')) return [];
    const symbol = resolveAlias(checker, exported);
    return symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? [[name, symbol]] : [];
  });
}

/**
 * The members of every public grid API interface of the packages (community first), each once:
 * its signature and JSDoc from the first package that declares it, the interfaces that have it,
 * and the plan of the first package whose whole API object includes it (an interface of the
 * later Premium version may hold members the 8.2.0 community grid does not have).
 */
export function extractGridMethods(declarations: Declarations, packages: readonly ApiPackage[]): ApiTableEntryData[] {
  const { checker } = declarations;
  const membersOf = (symbol: ts.Symbol) => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
  const planOf = new Map<string, Plan>();
  for (const pkg of packages) {
    const whole = declarations.exportsOf(pkg.dir).get(WHOLE_API);
    if (!whole) throw new Error(`${pkg.name} ${pkg.version} does not export ${WHOLE_API}.`);
    for (const member of membersOf(resolveAlias(checker, whole))) {
      if (!planOf.has(member.name)) planOf.set(member.name, pkg.plan);
    }
  }
  const entries = new Map<string, ApiTableEntryData>();
  for (const pkg of packages) {
    for (const [interfaceName, symbol] of apiInterfaces(declarations, pkg)) {
      for (const member of membersOf(symbol)) {
        let entry = entries.get(member.name);
        if (!entry) {
          const doc = jsDocOf(checker, member);
          entry = {
            kind: 'methods',
            name: member.name,
            typeText: typeTextOf(checker, member, declarationOf(member)),
            eventTypeText: null,
            description: doc.text,
            deprecated: tagText(doc, 'deprecated'),
            plan: planOf.get(member.name) ?? pkg.plan,
            interfaces: [],
          };
          entries.set(member.name, entry);
        }
        if (!entry.interfaces.includes(interfaceName)) entry.interfaces.push(interfaceName);
      }
    }
  }
  return [...entries.values()].map((entry) => ({ ...entry, interfaces: entry.interfaces.sort() }));
}
