import { DEMO_KIT_FOLDER, DEMO_KIT_PREFIX } from '../../../lib/demo-kit';

/**
 * How an edited demo names the modules it may import. A package is its specifier
 * (`@mui/x-data-grid`), a kit module `@demo-kit/<name>`, and a file of the demo's folder its path
 * there without a script extension, written as the demo's main file imports it (`./data`,
 * `./css/Name`), so that the list of what an edit may import reads as import specifiers. The
 * build's module map of each demo (`src/data-layer/webpack/demo-scope-loader.mjs`) uses the same
 * keys.
 */
const SCRIPT_EXTENSION = /\.(tsx?|jsx?)$/;

/** The key of one of the demo's code files (`data.ts` → `./data`, `demo-kit/x.ts` → `@demo-kit/x`). */
export function moduleKeyOfFile(fileName: string): string {
  const withoutExtension = fileName.replace(SCRIPT_EXTENSION, '');
  return withoutExtension.startsWith(`${DEMO_KIT_FOLDER}/`)
    ? `${DEMO_KIT_PREFIX}${withoutExtension.slice(DEMO_KIT_FOLDER.length + 1)}`
    : `./${withoutExtension}`;
}

/** The key an import specifier names, seen from one of the demo's files. */
export function resolveImport(specifier: string, fromFile: string): string {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
    return specifier;
  }
  const segments = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  return `./${segments.join('/').replace(SCRIPT_EXTENSION, '')}`;
}
