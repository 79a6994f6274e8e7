import type * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {
  runtimeError,
  syntaxError,
  UnavailableExportError,
  UnavailableImportError,
  type DemoEditError,
  type RunFile,
} from './edit-errors';
import { moduleKeyOfFile, resolveImport } from './module-keys';
import { transpileDemoFile } from './transpile-demo';

/** The modules an edited demo may import, by key (see module-keys): what its original imports. */
export type ModuleMap = Readonly<Record<string, object>>;

/** A file of the demo in the edited version (the main file always, then any edited module). */
export interface EditedFile {
  fileName: string;
  source: string;
  typescript: boolean;
}

export type RunResult =
  | { ok: true; Component: React.ComponentType; files: RunFile[] }
  | { ok: false; error: DemoEditError };

/** Modules the transform itself imports. */
const BUILT_IN: ModuleMap = { 'react/jsx-runtime': jsxRuntime };

type CommonJsModule = (require: (specifier: string) => unknown, exports: object, module: object) => void;

const PROBE_URL = 'demo-edit/line-offset-probe.js';
let lineOffset: number | null = null;

/** How many lines the browser puts before the body of a `new Function` (2 in V8 and Firefox). */
export function functionLineOffset(): number {
  if (lineOffset === null) {
    try {
      new Function(`throw new Error('probe');\n//# sourceURL=${PROBE_URL}`)();
      lineOffset = 0;
    } catch (error) {
      const match = /demo-edit\/line-offset-probe\.js:(\d+):/.exec(error instanceof Error ? (error.stack ?? '') : '');
      lineOffset = match ? Number(match[1]) - 1 : 0;
    }
  }
  return lineOffset;
}

/**
 * A module of the map, guarded: reading a name the demo's code never imported from it throws an
 * error naming the import, instead of rendering `undefined` somewhere deep in React.
 */
function guarded(specifier: string, bindings: object): object {
  return new Proxy(bindings, {
    get(target, name, receiver) {
      if (name === '__esModule') return true;
      if (typeof name === 'string' && name !== 'then' && !(name in target)) {
        throw new UnavailableExportError(specifier, name, Object.keys(target).sort());
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}

function isComponent(value: unknown): value is React.ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Runs an edited demo: transpiles its edited files (the main one first) and evaluates them as
 * CommonJS modules whose `require` answers from the edited files, then from the demo's module map.
 * Returns the demo component, or the first error with its file, line and column.
 */
export function runDemo(demoName: string, edited: readonly EditedFile[], scope: ModuleMap): RunResult {
  const [entry] = edited;
  if (!entry) throw new Error(`The edited demo "${demoName}" has no files.`);
  const compiled = new Map<string, { file: EditedFile; run: CommonJsModule; runFile: RunFile }>();
  for (const file of edited) {
    let transpiled;
    try {
      transpiled = transpileDemoFile(file.source, file.typescript);
    } catch (error) {
      return { ok: false, error: syntaxError(error, file.source, file.fileName) };
    }
    const url = `demo-edit/${demoName}/${file.fileName}`;
    let run: CommonJsModule;
    try {
      run = new Function('require', 'exports', 'module', `${transpiled.code}\n//# sourceURL=${url}`) as CommonJsModule;
    } catch (error) {
      return { ok: false, error: runtimeError(error, [], 0) };
    }
    compiled.set(moduleKeyOfFile(file.fileName), {
      file,
      run,
      runFile: { file: file.fileName, url, sourceColumn: transpiled.sourceColumn },
    });
  }
  const runFiles = [...compiled.values()].map((module) => module.runFile);
  const available = Object.keys(scope).sort();
  const cache = new Map<string, object>();

  const load = (key: string, fromFile: string, specifier: string): object => {
    const cached = cache.get(key);
    if (cached) return cached;
    const own = compiled.get(key);
    if (own) {
      const module = { exports: {} };
      cache.set(key, module.exports);
      own.run((next) => load(resolveImport(next, own.file.fileName), own.file.fileName, next), module.exports, module);
      cache.set(key, module.exports);
      return module.exports;
    }
    const bindings = BUILT_IN[key] ?? scope[key];
    if (!bindings) throw new UnavailableImportError(specifier, fromFile, available);
    const module = BUILT_IN[key] ? bindings : guarded(specifier, bindings);
    cache.set(key, module);
    return module;
  };

  try {
    const exports = load(moduleKeyOfFile(entry.fileName), entry.fileName, `./${entry.fileName}`);
    const Component: unknown = 'default' in exports ? exports.default : undefined;
    if (!isComponent(Component)) {
      return { ok: false, error: { kind: 'no-default-export', file: entry.fileName } };
    }
    return { ok: true, Component, files: runFiles };
  } catch (error) {
    return { ok: false, error: runtimeError(error, runFiles, functionLineOffset()) };
  }
}
