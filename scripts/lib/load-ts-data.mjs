import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * Loads a TypeScript data module (one that imports nothing at run time, such as
 * content/api/api-list.ts) into a script, so that checks compare against the same data the build
 * uses instead of numbers copied out of it.
 */
export async function loadTsData(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-data-'));
  const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
  fs.writeFileSync(out, outputText);
  try {
    return await import(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
