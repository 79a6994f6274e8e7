import ts from 'typescript';
import type { ApiPackage } from './api-packages';
import type { ApiTableEntryData } from './api-table-types';
import { declarationOf, jsDocOf, normalizeTypeText, resolveAlias, tagText, type Declarations } from './declarations';

const SELECTOR_NAME = /^grid[A-Za-z0-9]*Selector$/;

/**
 * The exported `grid…Selector` functions of the packages (community first), each once with its
 * JSDoc, the type it returns and the plan of the first package that exports it.
 */
export function extractGridSelectors(declarations: Declarations, packages: readonly ApiPackage[]): ApiTableEntryData[] {
  const { checker } = declarations;
  const entries = new Map<string, ApiTableEntryData>();
  for (const pkg of packages) {
    for (const [name, exported] of declarations.exportsOf(pkg.dir)) {
      if (!SELECTOR_NAME.test(name) || entries.has(name)) continue;
      const symbol = resolveAlias(checker, exported);
      const declaration = declarationOf(symbol);
      if (!declaration || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
      const [signature] = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
      if (!signature) continue;
      const doc = jsDocOf(checker, symbol);
      entries.set(name, {
        kind: 'selectors',
        name,
        typeText: normalizeTypeText(
          checker.typeToString(signature.getReturnType(), undefined, ts.TypeFormatFlags.NoTruncation),
        ),
        eventTypeText: null,
        description: doc.text,
        deprecated: tagText(doc, 'deprecated'),
        plan: pkg.plan,
        interfaces: [],
      });
    }
  }
  return [...entries.values()];
}
