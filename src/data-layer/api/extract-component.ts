import path from 'node:path';
import ts from 'typescript';
import type { ApiListEntry } from '../../../content/api/api-list';
import { isMuiXPackage, owningPackage, type ApiPackage } from './api-packages';
import { apiSlug } from '../../lib/api-paths';
import type { ApiClassData, ApiComponentData, ApiPageDataBase, ApiPropData, ApiSlotData } from './api-types';
import { isGlobalStateClass, runtimeClassNames } from './class-names';
import { componentRef } from './component-ref';
import { declarationOf, jsDocOf, resolveAlias, tagText, type Declarations } from './declarations';
import { describeProperty, ownDescription } from './describe-property';
import { themeNameOf } from './theme-name';

/** Props every React element takes; not part of a component's API. */
const REACT_PROPS = new Set(['key', 'ref']);

/** Where a prop the component does not declare itself comes from. */
interface ForeignProp {
  packageName: string;
  /** The interface or type that declares it (`FormControlOwnProps`, `HTMLAttributes`). */
  declaredIn: string;
}

function declaringTypeName(declaration: ts.Declaration | undefined): string {
  let node: ts.Node | undefined = declaration?.parent;
  while (node && !ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node) && !ts.isSourceFile(node))
    node = node.parent;
  return node && (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) ? node.name.text : '';
}

/** `FormControlOwnProps` → `FormControl`, linked to Material UI's API page. */
function inheritanceOf(foreign: readonly ForeignProp[]): ApiComponentData['inheritance'] {
  const counts = new Map<string, number>();
  for (const prop of foreign) {
    if (prop.packageName !== '@mui/material') continue;
    const component = prop.declaredIn.replace(/(Own|Base)?Props$/, '');
    if (component && component !== prop.declaredIn) counts.set(component, (counts.get(component) ?? 0) + 1);
  }
  const [component] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!component) return null;
  const slug = component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return { component, pathname: `https://mui.com/material-ui/api/${slug}/` };
}

/** The props type of a component: the first parameter of its call (or construct) signature. */
function propsTypeOf(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): ts.Type {
  const declaration = declarationOf(symbol);
  if (!declaration) throw new Error(`"${name}" has no declaration.`);
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
  if (!signature) throw new Error(`"${name}" is not a component: its type has no call signature.`);
  const parameter = signature.getParameters()[0];
  if (!parameter) return checker.getNeverType();
  return checker.getTypeOfSymbolAtLocation(parameter, declarationOf(parameter) ?? declaration);
}

function slotsOf(
  checker: ts.TypeChecker,
  slotsProp: ts.Symbol | undefined,
  classNames: Map<string, string>,
): ApiSlotData[] {
  const declaration = slotsProp ? declarationOf(slotsProp) : undefined;
  if (!slotsProp || !declaration) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, declaration));
  return checker
    .getPropertiesOfType(type)
    .map((slot) => {
      const doc = jsDocOf(checker, slot);
      return {
        name: slot.name,
        description: doc.text,
        defaultValue: tagText(doc, 'default'),
        className: classNames.get(slot.name) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function classesOf(checker: ts.TypeChecker, classesProp: ts.Symbol | undefined): ApiClassData[] {
  const declaration = classesProp ? declarationOf(classesProp) : undefined;
  if (!classesProp || !declaration) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(classesProp, declaration));
  // `classes?: Partial<XClasses>`: XClasses is declared beside its runtime object.
  const classesType = type.aliasTypeArguments?.[0] ?? type;
  const classesDeclaration = (classesType.aliasSymbol ?? classesType.getSymbol())?.declarations?.find(
    (candidate): candidate is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      ts.isInterfaceDeclaration(candidate) || ts.isTypeAliasDeclaration(candidate),
  );
  const runtime = classesDeclaration ? runtimeClassNames(classesDeclaration) : null;
  return checker.getPropertiesOfType(type).map((key) => {
    const className = runtime?.[key.name] ?? null;
    return {
      key: key.name,
      className,
      description: jsDocOf(checker, key).text,
      isGlobal: className !== null && isGlobalStateClass(className),
    };
  });
}

/** Where a package keeps a declaration, the same for every installed copy: `@mui/x-data-grid-pro DataGridPro/DataGridPro.d.ts`. */
function declarationKey(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const declaration = declarationOf(resolveAlias(checker, exported));
  const fileName = declaration?.getSourceFile().fileName ?? '';
  const owner = owningPackage(fileName);
  return owner ? `${owner.name} ${packageRelativePath(owner.dir, fileName)}` : fileName;
}

/** A file's path inside its package, without the `esm/` build folder. */
function packageRelativePath(packageDir: string, fileName: string): string {
  return path
    .relative(packageDir, fileName)
    .split(path.sep)
    .join('/')
    .replace(/^(esm|node|modern)\//, '');
}

/**
 * Import lines: the subpath entry first, then the root of every package of the area that exports
 * the same declaration (a package's placeholder of the same name, such as the Pro grid's
 * `DataGridPremium` stub, is left out).
 */
export function importLines(
  declarations: Declarations,
  name: string,
  home: ApiPackage,
  areaPackages: readonly ApiPackage[],
  folder = name,
): string[] {
  const { checker } = declarations;
  const homeExport = declarations.exportsOf(home.dir).get(name);
  if (!homeExport) return [];
  const key = declarationKey(checker, homeExport);
  const lines: string[] = [];
  if (declarations.subpathExportsOf(home.dir, folder)?.has(name)) {
    lines.push(`import { ${name} } from '${home.name}/${folder}';`);
  }
  for (const candidate of areaPackages) {
    const exported = declarations.exportsOf(candidate.dir).get(name);
    if (exported && declarationKey(checker, exported) === key)
      lines.push(`import { ${name} } from '${candidate.name}';`);
  }
  return lines;
}

/** The folder of a declaration's source in the library repository. */
export function repositorySourcePath(fileName: string): string {
  const owner = owningPackage(fileName);
  if (!owner) return '';
  const relative = path.dirname(packageRelativePath(owner.dir, fileName));
  return `packages/${owner.name.replace(/^@mui\//, '')}/src${relative && relative !== '.' ? `/${relative}` : ''}`;
}

/** What every API page says of its subject: name, package, import lines, documentation and source. */
export function pageBase(
  declarations: Declarations,
  symbol: ts.Symbol,
  name: string,
  exportName: string,
  home: ApiPackage,
  areaPackages: readonly ApiPackage[],
): Omit<ApiPageDataBase, 'kind'> {
  const doc = jsDocOf(declarations.checker, symbol);
  const declaration = declarationOf(symbol);
  return {
    area: home.area,
    name,
    slug: apiSlug(name),
    packageName: home.name,
    plan: home.plan,
    version: home.version,
    exportedAs: exportName === name ? null : exportName,
    imports: importLines(declarations, exportName, home, areaPackages, name),
    description: ownDescription(doc),
    deprecated: tagText(doc, 'deprecated'),
    sourcePath: declaration ? repositorySourcePath(declaration.getSourceFile().fileName) : '',
  };
}

/** Reads one component's API from its package's declarations. */
export function extractComponent(
  declarations: Declarations,
  entry: ApiListEntry,
  home: ApiPackage,
  areaPackages: readonly ApiPackage[],
): ApiComponentData {
  const { checker } = declarations;
  const { name } = entry;
  const exportName = entry.exportedAs ?? name;
  const exported = declarations.exportsOf(home.dir).get(exportName);
  if (!exported) {
    throw new Error(`${home.name} ${home.version} does not export "${exportName}".`);
  }
  const symbol = resolveAlias(checker, exported);
  const propsType = propsTypeOf(checker, symbol, name);
  const props: ApiPropData[] = [];
  const foreign: ForeignProp[] = [];
  let classesProp: ts.Symbol | undefined;
  let slotsProp: ts.Symbol | undefined;
  for (const prop of checker.getPropertiesOfType(propsType)) {
    const declarations_ = prop.declarations ?? [];
    if (REACT_PROPS.has(prop.name)) continue;
    const owners = declarations_.map((declaration) => owningPackage(declaration.getSourceFile().fileName));
    if (!owners.some((owner) => owner && isMuiXPackage(owner.name))) {
      foreign.push({ packageName: owners[0]?.name ?? '', declaredIn: declaringTypeName(declarations_[0]) });
      continue;
    }
    if (prop.name === 'classes') classesProp = prop;
    if (prop.name === 'slots') slotsProp = prop;
    props.push(describeProperty(checker, prop));
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  const classes = classesOf(checker, classesProp);
  const classNames = new Map(
    classes.filter((entry) => entry.className).map((entry) => [entry.key, entry.className as string]),
  );
  return {
    kind: 'component',
    ...pageBase(declarations, symbol, name, exportName, home, areaPackages),
    props,
    slots: slotsOf(checker, slotsProp, classNames),
    classes,
    inheritance: inheritanceOf(foreign),
    spreadsNative: foreign.some(
      (prop) => prop.packageName === '@types/react' && /Attributes$|^SVGProps$|^HTMLProps$/.test(prop.declaredIn),
    ),
    ref: componentRef(checker, propsType, home, exportName),
    theme: themeNameOf(declarations, name, propsType, home, areaPackages),
  };
}
