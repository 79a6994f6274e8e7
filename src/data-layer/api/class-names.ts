import fs from 'node:fs';
import ts from 'typescript';
import { requireRuntime } from './runtime-module';

/** The exported constants of a declaration file, with their declared type's text. */
function exportedConstants(source: ts.SourceFile): Array<{ name: string; typeText: string; isTypeReference: boolean }> {
  const constants: Array<{ name: string; typeText: string; isTypeReference: boolean }> = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.type) continue;
      constants.push({
        name: declaration.name.text,
        typeText: declaration.type.getText(),
        isTypeReference: ts.isTypeReferenceNode(declaration.type),
      });
    }
  }
  return constants;
}

/** The classes constant of a file: typed with the interface, or as a record of its keys, or the only `…Classes` object. */
function classesConstant(source: ts.SourceFile, interfaceName: string): string | null {
  const constants = exportedConstants(source);
  const exact = constants.find((constant) => constant.isTypeReference && constant.typeText === interfaceName);
  const record = constants.find((constant) => new RegExp(`^Record<keyof ${interfaceName}\\b`).test(constant.typeText));
  const objects = constants.filter((constant) => /Classes$/.test(constant.name) && !constant.typeText.startsWith('('));
  return exact?.name ?? record?.name ?? (objects.length === 1 ? (objects[0]?.name ?? null) : null);
}

/** The CommonJS file beside a declaration file (`esm/` declarations have theirs at the package root). */
function runtimeFileOf(declarationFile: string): string | null {
  const candidates = [
    declarationFile.replace(/\.d\.ts$/, '.js'),
    declarationFile.replace(/\/esm\//, '/').replace(/\.d\.ts$/, '.js'),
  ];
  return candidates.reverse().find((file) => fs.existsSync(file)) ?? null;
}

/**
 * The real class names of a component's CSS classes. Types only say which keys exist; the
 * names (`MuiDataGrid-root`, or the shared `Mui-selected`) are runtime values. The classes
 * interface is declared next to an exported constant (`export declare const gridClasses:
 * GridClasses`); the CommonJS file beside that declaration holds the object.
 */
export function runtimeClassNames(
  classesInterface: ts.InterfaceDeclaration | ts.TypeAliasDeclaration,
): Record<string, string> | null {
  const source = classesInterface.getSourceFile();
  const constantName = classesConstant(source, classesInterface.name.text);
  const runtimeFile = runtimeFileOf(source.fileName);
  if (!constantName || !runtimeFile) return null;
  try {
    const value = (requireRuntime(runtimeFile) as Record<string, unknown>)[constantName];
    return value && typeof value === 'object' ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** A class name that every component shares for a state (`Mui-selected`, `Mui-disabled`). */
export function isGlobalStateClass(className: string): boolean {
  return /^Mui-[a-zA-Z]+$/.test(className);
}
