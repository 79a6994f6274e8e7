import ts from 'typescript';
import { owningPackage, planOfPackage, type ApiPackage } from './api-packages';
import { higherPlan, type ApiTableEntryData } from './api-table-types';
import { declarationOf, jsDocOf, normalizeTypeText, resolveAlias, tagText, type Declarations } from './declarations';

const EVENT_LOOKUP = 'GridEventLookup';

/** The text of a member (`params`, `event`) of an event's entry, as the package wrote it. */
function memberTypeText(checker: ts.TypeChecker, type: ts.Type, name: string, at: ts.Node): string | null {
  const member = type.getProperty(name);
  if (!member) return null;
  const declaration = declarationOf(member);
  if (declaration && ts.isPropertySignature(declaration) && declaration.type) {
    return normalizeTypeText(declaration.type.getText());
  }
  return normalizeTypeText(
    checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), undefined, ts.TypeFormatFlags.NoTruncation),
  );
}

/**
 * The events of `GridEventLookup` as each package sees it (the Pro and Premium packages add
 * theirs to it by module augmentation), each once with its `params` and `event` types and
 * JSDoc. Its plan is the higher of the package that declares it and the first package whose
 * lookup has it (an event new in the later Premium version is not in the community 8.2.0 grid).
 */
export function extractGridEvents(declarations: Declarations, packages: readonly ApiPackage[]): ApiTableEntryData[] {
  const { checker } = declarations;
  const entries = new Map<string, ApiTableEntryData>();
  for (const pkg of packages) {
    const lookup = declarations.exportsOf(pkg.dir).get(EVENT_LOOKUP);
    if (!lookup) throw new Error(`${pkg.name} ${pkg.version} does not export ${EVENT_LOOKUP}.`);
    const type = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, lookup));
    for (const event of checker.getPropertiesOfType(type)) {
      if (entries.has(event.name)) continue;
      const declaration = declarationOf(event);
      if (!declaration) continue;
      const declaredIn = owningPackage(declaration.getSourceFile().fileName);
      const doc = jsDocOf(checker, event);
      const eventType = checker.getTypeOfSymbolAtLocation(event, declaration);
      entries.set(event.name, {
        kind: 'events',
        name: event.name,
        typeText: memberTypeText(checker, eventType, 'params', declaration) ?? 'undefined',
        eventTypeText: memberTypeText(checker, eventType, 'event', declaration),
        description: doc.text,
        deprecated: tagText(doc, 'deprecated'),
        plan: higherPlan(pkg.plan, planOfPackage(declaredIn?.name ?? pkg.name)),
        interfaces: [],
      });
    }
  }
  return [...entries.values()];
}
