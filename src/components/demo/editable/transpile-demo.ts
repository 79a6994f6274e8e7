// Sucrase's stages, called the way its `transform` calls them, minus the option validation and
// the source-map writer: together they are a quarter of its size in the browser (decision 0045).
// Pinned to sucrase 3.35.1; a new version may move these modules.
import CJSImportProcessor from 'sucrase/dist/esm/CJSImportProcessor';
import { HelperManager } from 'sucrase/dist/esm/HelperManager';
import identifyShadowedGlobals from 'sucrase/dist/esm/identifyShadowedGlobals';
import NameManager from 'sucrase/dist/esm/NameManager';
import { parse } from 'sucrase/dist/esm/parser';
import TokenProcessor from 'sucrase/dist/esm/TokenProcessor';
import RootTransformer from 'sucrase/dist/esm/transformers/RootTransformer';

export interface TranspiledModule {
  /** CommonJS code: `require` for imports, `exports.default` for the default export. */
  code: string;
  /**
   * The column in the source of a 1-based position in `code`. Sucrase keeps every line where it
   * was; only columns move (types removed, JSX rewritten).
   */
  sourceColumn: (line: number, column: number) => number;
}

/**
 * Turns one file of an edited demo (TypeScript or JavaScript, with JSX) into CommonJS that the
 * browser can run, with the automatic JSX runtime. Throws Sucrase's `SyntaxError`, whose `pos` is
 * the offset of the problem in `source`.
 */
export function transpileDemoFile(source: string, typescript: boolean): TranspiledModule {
  const transforms: ('jsx' | 'typescript' | 'imports')[] = typescript
    ? ['jsx', 'typescript', 'imports']
    : ['jsx', 'imports'];
  const options = { transforms, jsxRuntime: 'automatic' as const, production: true };
  const file = parse(source, true, typescript, false);
  const nameManager = new NameManager(source, file.tokens);
  const helperManager = new HelperManager(nameManager);
  const tokenProcessor = new TokenProcessor(source, file.tokens, false, false, helperManager);
  const importProcessor = new CJSImportProcessor(
    nameManager,
    tokenProcessor,
    false,
    options,
    typescript,
    false,
    helperManager,
  );
  importProcessor.preprocessTokens();
  identifyShadowedGlobals(tokenProcessor, file.scopes, importProcessor.getGlobalNames());
  if (typescript) {
    // Imports used only as types disappear, as in TypeScript's own output.
    importProcessor.pruneTypeOnlyImports();
  }
  const context = { tokenProcessor, scopes: file.scopes, nameManager, importProcessor, helperManager };
  const result = new RootTransformer(context, transforms, false, options).transform();
  const starts = file.tokens.map((token) => token.start);
  return { code: result.code, sourceColumn: columnMapper(source, result.code, result.mappings, starts) };
}

/** Offsets at which each line of a text starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

/**
 * Maps a position in the generated code back to the source column, through the token that starts
 * at or before it (`mappings[i]` is where token `i` went in the output).
 */
function columnMapper(
  source: string,
  code: string,
  mappings: readonly (number | undefined)[],
  tokenStarts: readonly number[],
): (line: number, column: number) => number {
  const sourceLines = lineStarts(source);
  const codeLines = lineStarts(code);
  return (line, column) => {
    const codeLineStart = codeLines[line - 1];
    const sourceLineStart = sourceLines[line - 1];
    if (codeLineStart === undefined || sourceLineStart === undefined) return column;
    const offset = codeLineStart + column - 1;
    // The last token placed on this line at or before the position.
    let tokenStart: number | null = null;
    let generatedStart = codeLineStart;
    for (let index = 0; index < mappings.length; index += 1) {
      const generated = mappings[index];
      const start = tokenStarts[index];
      if (generated === undefined || start === undefined || generated > offset || generated < codeLineStart) continue;
      if (tokenStart === null || generated >= generatedStart) {
        tokenStart = start;
        generatedStart = generated;
      }
    }
    if (tokenStart === null) return column;
    return Math.max(1, tokenStart - sourceLineStart + (offset - generatedStart) + 1);
  };
}
