import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiPackage } from './api-packages';
import type { ApiThemeData } from './api-types';
import { declarationOf, resolveAlias, THEME_AUGMENTATION, type Declarations } from './declarations';

/** One entry of a package's theme props list: `MuiDataGrid: DataGridProProps`. */
interface ThemeEntry {
  name: string;
  /** The interface or type alias of the props it takes. */
  propsSymbol: ts.Symbol | undefined;
}

function symbolOfType(type: ts.Type): ts.Symbol | undefined {
  return type.aliasSymbol ?? type.getSymbol();
}

/**
 * The theme names a package declares: the members of the `…ComponentsPropsList` interfaces its
 * theme augmentation adds to Material UI's `ComponentsPropsList`. These are the names under
 * which the theme takes `defaultProps` (and, typed, only these).
 */
function themeEntries(declarations: Declarations, pkg: ApiPackage): ThemeEntry[] {
  const { checker } = declarations;
  const exports = declarations.subpathExportsOf(pkg.dir, THEME_AUGMENTATION);
  if (!exports) return [];
  const entries: ThemeEntry[] = [];
  for (const [exportName, exported] of exports) {
    if (!exportName.endsWith('ComponentsPropsList')) continue;
    const list = checker.getDeclaredTypeOfSymbol(resolveAlias(checker, exported));
    for (const member of checker.getPropertiesOfType(list)) {
      const declaration = declarationOf(member);
      const typeNode = declaration && ts.isPropertySignature(declaration) ? declaration.type : undefined;
      const propsSymbol =
        typeNode && ts.isTypeReferenceNode(typeNode)
          ? checker.getSymbolAtLocation(typeNode.typeName)
          : declaration
            ? symbolOfType(checker.getTypeOfSymbolAtLocation(member, declaration))
            : undefined;
      entries.push({ name: member.name, propsSymbol: propsSymbol && resolveAlias(checker, propsSymbol) });
    }
  }
  return entries;
}

const runtimeNamesByDir = new Map<string, ReadonlySet<string>>();

/**
 * The `'Mui…'` string literals of a package's CommonJS build: the names its components pass to
 * `useThemeProps` and its wrappers. A declared name that the build never mentions is one the
 * theme's types accept but no component reads (`MuiPickersRangeCalendarHeader` in 8.2.0).
 */
function runtimeThemeNames(pkg: ApiPackage): ReadonlySet<string> {
  const known = runtimeNamesByDir.get(pkg.dir);
  if (known) return known;
  const names = new Set<string>();
  const files = fs
    .readdirSync(pkg.dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !/^(esm|modern|node|node_modules)[\\/]/.test(file));
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(pkg.dir, file), 'utf8').matchAll(/'(Mui[A-Z]\w*)'/g)) {
      if (match[1]) names.add(match[1]);
    }
  }
  runtimeNamesByDir.set(pkg.dir, names);
  return names;
}

/**
 * A component's name in the theme (`MuiDatePicker`): the entry named `Mui` + its name, or the
 * entry whose props type is the component's props type (the Pro grid's `DataGridProProps` is
 * listed as `MuiDataGrid`), among the names the package's build also reads. The component's own
 * package is asked first, then the others of its area. Null when there is none: the component
 * reads no default props from the theme that TypeScript would accept.
 */
export function themeNameOf(
  declarations: Declarations,
  name: string,
  propsType: ts.Type,
  home: ApiPackage,
  areaPackages: readonly ApiPackage[],
): ApiThemeData | null {
  const { checker } = declarations;
  // The props type itself, beside the `ref` React adds: `DataGridProProps<R> & RefAttributes<…>`.
  // A type that merely includes another listed one (`ChartContainer` takes `ChartsSurfaceProps`
  // among others) is not that component.
  const parts = (propsType.isIntersection() ? propsType.types : [propsType]).filter(
    (part) => part.getSymbol()?.name !== 'RefAttributes',
  );
  const [own] = parts;
  const ownSymbol = parts.length === 1 && own ? symbolOfType(own) : undefined;
  const propsSymbol = ownSymbol && resolveAlias(checker, ownSymbol);
  for (const pkg of [home, ...areaPackages.filter((candidate) => candidate !== home)]) {
    const read = runtimeThemeNames(pkg);
    const entries = themeEntries(declarations, pkg).filter((candidate) => read.has(candidate.name));
    const entry =
      entries.find((candidate) => candidate.name === `Mui${name}`) ??
      (propsSymbol ? entries.find((candidate) => candidate.propsSymbol === propsSymbol) : undefined);
    if (entry) return { name: entry.name, augmentation: `${pkg.name}/${THEME_AUGMENTATION}` };
  }
  return null;
}
