import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The installed packages' type declarations, loaded once into one TypeScript program, and the
 * symbol-level questions the extractors ask of it.
 */
export interface Declarations {
  checker: ts.TypeChecker;
  /** The exports of a package's entry (`<dir>/index.d.ts`), by name. */
  exportsOf: (packageDir: string) => Map<string, ts.Symbol>;
  /** The exports of a subpath entry (`<dir>/<sub>/index.d.ts`), or null when there is none. */
  subpathExportsOf: (packageDir: string, subpath: string) => Map<string, ts.Symbol> | null;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Where a package declares the names its components take in the theme (`MuiDataGrid`). */
export const THEME_AUGMENTATION = 'themeAugmentation';

/**
 * The packages' declarations, read on first use and then kept: the API pages and the API tables
 * both read them, and a cold build should build the TypeScript program (a few seconds) once.
 */
export function lazyDeclarations(packageDirs: readonly string[]): () => Declarations {
  let declarations: Declarations | null = null;
  return () => (declarations ??= loadDeclarations(packageDirs));
}

export function loadDeclarations(packageDirs: readonly string[]): Declarations {
  // A package's theme augmentation is not reached from its index; it is read with the same
  // checker as the components, so the props types it names are the components' own.
  const entries = packageDirs.flatMap((dir) =>
    [path.join(dir, 'index.d.ts'), path.join(dir, THEME_AUGMENTATION, 'index.d.ts')].filter(
      (file, index) => index === 0 || fs.existsSync(file),
    ),
  );
  const program = ts.createProgram(entries, COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const cache = new Map<string, Map<string, ts.Symbol> | null>();

  const exportsOfFile = (fileName: string): Map<string, ts.Symbol> | null => {
    if (cache.has(fileName)) return cache.get(fileName) ?? null;
    let source = program.getSourceFile(fileName);
    if (!source && ts.sys.fileExists(fileName)) {
      // A subpath entry the package's index does not reach: add it to the program lazily.
      const extended = ts.createProgram([...entries, fileName], COMPILER_OPTIONS, undefined, program);
      source = extended.getSourceFile(fileName);
      const moduleSymbol = source ? extended.getTypeChecker().getSymbolAtLocation(source) : undefined;
      const result = moduleSymbol
        ? new Map(
            extended
              .getTypeChecker()
              .getExportsOfModule(moduleSymbol)
              .map((symbol) => [symbol.name, symbol]),
          )
        : null;
      cache.set(fileName, result);
      return result;
    }
    const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
    const result = moduleSymbol
      ? new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]))
      : null;
    cache.set(fileName, result);
    return result;
  };

  return {
    checker,
    exportsOf: (dir) => {
      const result = exportsOfFile(path.join(dir, 'index.d.ts'));
      if (!result) throw new Error(`No type declarations at ${path.join(dir, 'index.d.ts')}.`);
      return result;
    },
    subpathExportsOf: (dir, subpath) => exportsOfFile(path.join(dir, subpath, 'index.d.ts')),
  };
}

/** Follows `export { X } from …` and `import` aliases to the declared symbol. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
  return symbol.valueDeclaration ?? symbol.declarations?.[0];
}

/** JSDoc of a symbol: its text and its tags. */
export interface JsDoc {
  text: string;
  tags: Array<{ name: string; text: string }>;
}

export function jsDocOf(checker: ts.TypeChecker, symbol: ts.Symbol): JsDoc {
  return {
    text: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
    tags: symbol
      .getJsDocTags(checker)
      .map((tag) => ({ name: tag.name, text: ts.displayPartsToString(tag.text).trim() })),
  };
}

export function tagText(doc: JsDoc, ...names: string[]): string | null {
  const tag = doc.tags.find((candidate) => names.includes(candidate.name));
  return tag ? tag.text : null;
}

/** Type text as the package wrote it, on one line. */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\{ /g, '{ ')
    .replace(/;\s*}/g, ' }')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim();
}

/** The declared type of a property, or what the checker makes of it when it has no annotation. */
export function typeTextOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
): string {
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) &&
    declaration.type
  ) {
    return normalizeTypeText(declaration.type.getText());
  }
  if (declaration && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    const signature = checker.getSignatureFromDeclaration(declaration);
    if (signature)
      return normalizeTypeText(
        checker.signatureToString(
          signature,
          undefined,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature,
        ),
      );
  }
  const type = declaration
    ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
    : checker.getDeclaredTypeOfSymbol(symbol);
  return normalizeTypeText(
    checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation),
  );
}
