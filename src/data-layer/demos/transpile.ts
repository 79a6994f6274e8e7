import { transformAsync } from '@babel/core';
import transformTypeScript from '@babel/plugin-transform-typescript';
// The standalone build: no dynamic import() inside, so it also loads in Jest and in the build's
// CommonJS bundle.
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import type { Options, Plugin } from 'prettier';
import * as prettier from 'prettier/standalone';

// The estree plugin's published types are empty; it is a printer plugin.
const PLUGINS = [babelPlugin, estreePlugin] as Plugin[];

export const PRETTIER_OPTIONS: Options = { singleQuote: true, trailingComma: 'all', printWidth: 85 };

/**
 * The JavaScript variant of a TypeScript demo: types stripped by Babel (keeping the author's
 * line layout, so blank lines and comments survive), then formatted with Prettier. Never written
 * by hand.
 */
export async function typeScriptToJavaScript(source: string, filename: string): Promise<string> {
  const result = await transformAsync(source, {
    filename,
    babelrc: false,
    configFile: false,
    retainLines: true,
    plugins: [[transformTypeScript, { isTSX: filename.endsWith('.tsx'), allExtensions: true }]],
  });
  if (!result?.code) {
    throw new Error(`${filename}: TypeScript could not be converted to JavaScript.`);
  }
  return formatJavaScript(result.code);
}

export function formatJavaScript(code: string): Promise<string> {
  return prettier.format(code, { ...PRETTIER_OPTIONS, parser: 'babel', plugins: PLUGINS });
}
