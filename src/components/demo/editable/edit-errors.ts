import { lineStarts } from './transpile-demo';

/** What went wrong with an edit, for the message under the preview (worded by the demo's strings). */
export type DemoEditError =
  | { kind: 'syntax'; file: string; line: number; column: number; message: string }
  | { kind: 'runtime'; file: string | null; line: number | null; column: number | null; message: string }
  | { kind: 'unknown-import'; file: string; specifier: string; available: string[] }
  | { kind: 'unknown-export'; specifier: string; name: string; available: string[] }
  | { kind: 'no-default-export'; file: string };

/** An import the demo's module map does not have (the edited code imports something new). */
export class UnavailableImportError extends Error {
  constructor(
    readonly specifier: string,
    readonly file: string,
    readonly available: string[],
  ) {
    super(`${file} imports "${specifier}", which the edited demo cannot load.`);
  }
}

/** A name the demo's code never imported from a package, so the module map lacks it. */
export class UnavailableExportError extends Error {
  constructor(
    readonly specifier: string,
    readonly exportName: string,
    readonly available: string[],
  ) {
    super(`"${exportName}" from "${specifier}" is not available in the edited demo.`);
  }
}

/** 1-based line and column of an offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const starts = lineStarts(text);
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line += 1;
  return { line: line + 1, column: offset - (starts[line] ?? 0) + 1 };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A transform error as a syntax error of `file`. Sucrase's errors carry the offset (`pos`) and end
 * their message with its own `(line:column)`, which is dropped for ours (1-based).
 */
export function syntaxError(error: unknown, source: string, file: string): DemoEditError {
  const offset = error instanceof Error && 'pos' in error && typeof error.pos === 'number' ? error.pos : 0;
  const message = messageOf(error).replace(/ \(\d+:\d+\)$/, '');
  return { kind: 'syntax', file, ...positionAt(source, Math.min(offset, source.length)), message };
}

/** A compiled file as the browser ran it: its `sourceURL` and how to find source columns. */
export interface RunFile {
  file: string;
  url: string;
  sourceColumn: (line: number, column: number) => number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An error thrown while running or rendering the edited code. Its position is read from the first
 * frame of the stack that is in one of the edited files; `lineOffset` is how many lines the
 * browser puts before the code of a `new Function` (measured once, it differs between engines).
 */
export function runtimeError(error: unknown, files: readonly RunFile[], lineOffset: number): DemoEditError {
  if (error instanceof UnavailableImportError) {
    return { kind: 'unknown-import', file: error.file, specifier: error.specifier, available: error.available };
  }
  if (error instanceof UnavailableExportError) {
    return { kind: 'unknown-export', specifier: error.specifier, name: error.exportName, available: error.available };
  }
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  let first: { index: number; file: RunFile; line: number; column: number } | null = null;
  for (const file of files) {
    const match = new RegExp(`${escapeRegExp(file.url)}:(\\d+):(\\d+)`).exec(stack);
    if (match && (first === null || match.index < first.index)) {
      first = { index: match.index, file, line: Number(match[1]), column: Number(match[2]) };
    }
  }
  if (!first) {
    return { kind: 'runtime', file: null, line: null, column: null, message: messageOf(error) };
  }
  const line = first.line - lineOffset;
  return {
    kind: 'runtime',
    file: first.file.file,
    line,
    column: first.file.sourceColumn(line, first.column),
    message: messageOf(error),
  };
}
