/**
 * The module map of one demo, for editing it in the browser (decision 0045). A page imports
 * `…/demos/Name?demo-scope` next to the demo itself; this loader answers that request with a
 * module that imports what the demo's files import, and exports it by key:
 *
 *   import * as m0 from 'react';
 *   import { DataGrid as m1_0 } from '@mui/x-data-grid';
 *   import * as m2 from './data';
 *   export default { "react": m0, "@mui/x-data-grid": { "DataGrid": m1_0 }, "./data": m2 };
 *
 * Packages bring only the names the demo imports (a namespace import of all of Material UI would
 * defeat tree shaking); the demo's own files and kit modules come whole. Imports used only as
 * types are left out (esbuild drops them before the imports are read), since they exist in no
 * module. Keys are those of src/components/demo/editable/module-keys.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { transformSync } from 'esbuild';

const KIT_PREFIX = '@demo-kit/';
const KIT_DIR = 'content/demo-kit';
const SCRIPT_EXTENSION = /\.(tsx?|jsx?)$/;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.css', '.json'];

/** The value imports of a script: `{ specifier, names: string[] | '*' }`, names empty for a bare import. */
export function valueImports(source, fileName) {
  const extension = path.extname(fileName).slice(1);
  const loader = ['ts', 'tsx', 'jsx', 'js'].includes(extension) ? (extension === 'js' ? 'jsx' : extension) : 'jsx';
  const { code } = transformSync(source, { loader, format: 'esm', jsx: 'preserve', target: 'esnext' });
  const imports = [];
  for (const node of parse(code, { sourceType: 'module', plugins: ['jsx'] }).program.body) {
    if (node.type === 'ImportDeclaration') {
      const names = node.specifiers.map((specifier) =>
        specifier.type === 'ImportNamespaceSpecifier'
          ? '*'
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : importedName(specifier.imported),
      );
      imports.push({ specifier: node.source.value, names: names.includes('*') ? '*' : names });
    } else if (node.type === 'ExportAllDeclaration') {
      imports.push({ specifier: node.source.value, names: '*' });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      imports.push({
        specifier: node.source.value,
        names: node.specifiers.map((specifier) =>
          specifier.type === 'ExportNamespaceSpecifier' ? '*' : importedName(specifier.local),
        ),
      });
    }
  }
  return imports.map((entry) =>
    Array.isArray(entry.names) && entry.names.includes('*') ? { ...entry, names: '*' } : entry,
  );
}

function importedName(node) {
  return node.type === 'StringLiteral' ? node.value : node.name;
}

/** The key of a file of the demos folder: its path there without a script extension (`./data`). */
function fileKey(demosDir, file) {
  return `./${path.relative(demosDir, file).split(path.sep).join('/').replace(SCRIPT_EXTENSION, '')}`;
}

function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = path.extname(base) ? [base] : MODULE_EXTENSIONS.map((extension) => `${base}${extension}`);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${fromFile} imports "${specifier}", which is not a file.`);
  return found;
}

/**
 * The source of the module map of the demo whose main file is `mainFile`, and the files it read.
 * `root` is the repository (for the demo kit).
 */
export function demoScopeSource(mainFile, root = process.cwd()) {
  const marker = `${path.sep}demos${path.sep}`;
  const demosDir = mainFile.slice(0, mainFile.lastIndexOf(marker) + marker.length - 1);
  // React whole, for every demo: the reader may reach for a hook the demo does not use yet.
  const entries = new Map([['react', { request: 'react', names: '*' }]]);
  const files = [mainFile];
  const seen = new Set(files);
  while (files.length > 0) {
    const file = files.shift();
    if (!SCRIPT_EXTENSION.test(file)) continue;
    for (const { specifier, names } of valueImports(fs.readFileSync(file, 'utf8'), file)) {
      let key = specifier;
      let request = specifier;
      let target = null;
      if (specifier.startsWith(KIT_PREFIX)) {
        target = path.join(root, KIT_DIR, `${specifier.slice(KIT_PREFIX.length)}.ts`);
      } else if (specifier.startsWith('.')) {
        target = resolveFile(file, specifier);
        key = fileKey(demosDir, target);
        request = `./${path.relative(path.dirname(mainFile), target).split(path.sep).join('/')}`;
      }
      if (target !== null) {
        if (!seen.has(target)) {
          seen.add(target);
          files.push(target);
        }
        // The demo's own modules and the kit come whole: the reader sees their code.
        const whole = SCRIPT_EXTENSION.test(target) || target.endsWith('.json');
        entries.set(key, { request, names: whole ? '*' : [] });
        continue;
      }
      const known = entries.get(key);
      if (known?.names === '*' || names === '*') {
        entries.set(key, { request, names: '*' });
      } else {
        entries.set(key, { request, names: [...new Set([...(known?.names ?? []), ...names])] });
      }
    }
  }
  return { source: moduleMapSource(entries), files: [...seen] };
}

/** An export's name as an import may write it: quoted only when it is not an identifier. */
function exportName(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function moduleMapSource(entries) {
  const imports = [];
  const properties = [];
  [...entries].forEach(([key, { request, names }], index) => {
    const local = `m${index}`;
    if (names === '*') {
      imports.push(`import * as ${local} from ${JSON.stringify(request)};`);
      properties.push(`  ${JSON.stringify(key)}: ${local},`);
      return;
    }
    if (names.length === 0) {
      imports.push(`import ${JSON.stringify(request)};`);
      properties.push(`  ${JSON.stringify(key)}: {},`);
      return;
    }
    const bindings = names.map((name, position) => `${exportName(name)} as ${local}_${position}`);
    imports.push(`import { ${bindings.join(', ')} } from ${JSON.stringify(request)};`);
    const fields = names.map((name, position) => `${JSON.stringify(name)}: ${local}_${position}`);
    properties.push(`  ${JSON.stringify(key)}: { ${fields.join(', ')} },`);
  });
  return `${imports.join('\n')}\nexport default {\n${properties.join('\n')}\n};\n`;
}

export default function demoScopeLoader() {
  const { source, files } = demoScopeSource(this.resourcePath, this.rootContext);
  for (const file of files) this.addDependency(file);
  return source;
}
