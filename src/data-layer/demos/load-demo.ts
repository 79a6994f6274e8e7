import fs from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '../mdx/highlight';
import { importSpecifiers, jsxPreview } from './analyze-source';
import type { DemoCodeFile, DemoSandboxDependencies, DemoStylingCode } from '../../lib/demo-code';
import { DEFAULT_DEMO_STYLING, DEMO_STYLINGS } from '../../lib/demo-stylings';
import { DEMO_KIT_DIR, DEMO_KIT_FILE, DEMO_KIT_FOLDER, demoKitModule } from '../../lib/demo-kit';
import { sandboxDependencies, type SandboxVersions } from './sandbox-dependencies';
import { formatJavaScript, typeScriptToJavaScript } from './transpile';

export interface DemoRecord {
  name: string;
  /** Folder under content/en/ of the page the demo belongs to. */
  contentPath: string;
  /** Repository path of the demo's main file. */
  sourceFile: string;
  hasTypeScript: boolean;
  stylings: DemoStylingCode[];
  /** The short JSX shown while the code is collapsed, when the demo returns little enough. */
  preview: { ts: string; tsHtml: string; js: string; jsHtml: string } | null;
}

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.css', '.json'];

function jsName(fileName: string): string {
  return fileName.replace(/\.tsx$/, '.js').replace(/\.ts$/, '.js');
}

function resolveModule(demosDir: string, fromFile: string, specifier: string, sourceFile: string): string {
  const base = path.resolve(path.dirname(path.join(demosDir, fromFile)), specifier);
  const candidates = path.extname(base) ? [base] : MODULE_EXTENSIONS.map((extension) => `${base}${extension}`);
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(`${sourceFile} imports "${specifier}", which is not a file in its demos folder.`);
  }
  const relative = path.relative(demosDir, found);
  if (relative.startsWith('..')) {
    throw new Error(
      `${sourceFile} imports "${specifier}" from outside its demos folder. Demos may import npm packages and files of their own demos folder only, so that they work the same in a sandbox.`,
    );
  }
  return relative.split(path.sep).join('/');
}

/** The code tab name of the kit module a `@demo-kit/<name>` import names, after checking it exists. */
function resolveKitModule(repoRoot: string, name: string, sourceFile: string): string {
  const fileName = `${name}.ts`;
  if (!DEMO_KIT_FILE.test(fileName) || !fs.existsSync(path.join(repoRoot, DEMO_KIT_DIR, fileName))) {
    const available = fs.existsSync(path.join(repoRoot, DEMO_KIT_DIR))
      ? fs
          .readdirSync(path.join(repoRoot, DEMO_KIT_DIR))
          .filter((entry) => DEMO_KIT_FILE.test(entry))
          .map((entry) => entry.replace(/\.ts$/, ''))
      : [];
    throw new Error(
      `${sourceFile} imports "@demo-kit/${name}", which is not a module of ${DEMO_KIT_DIR}/ (it has: ${available.join(', ') || 'none'}).`,
    );
  }
  return `${DEMO_KIT_FOLDER}/${fileName}`;
}

async function codeFile(directory: string, fileName: string, shownName = fileName): Promise<DemoCodeFile> {
  const source = fs.readFileSync(path.join(directory, fileName), 'utf8');
  if (/\.tsx?$/.test(fileName)) {
    const js = await typeScriptToJavaScript(source, fileName);
    return {
      fileName: shownName,
      jsFileName: jsName(shownName),
      ts: source,
      tsHtml: highlightToHtml(source, 'tsx'),
      js,
      jsHtml: highlightToHtml(js, 'jsx'),
    };
  }
  const language = fileName.endsWith('.css') ? 'css' : fileName.endsWith('.json') ? 'json' : 'jsx';
  const js = language === 'jsx' ? await formatJavaScript(source) : source;
  return {
    fileName: shownName,
    jsFileName: shownName,
    ts: null,
    tsHtml: null,
    js,
    jsHtml: highlightToHtml(js, language),
  };
}

/**
 * Reads a demo (every styling, and the local modules each imports, transitively), converts its
 * TypeScript to JavaScript, highlights everything, and computes its sandbox dependencies.
 * `demosDir` is the page's `demos/` folder; `repoRoot` makes paths in messages repository-relative and locates the demo kit.
 */
export async function loadDemo(
  demosDir: string,
  name: string,
  versions: SandboxVersions,
  repoRoot: string = process.cwd(),
): Promise<DemoRecord> {
  const contentPath = path
    .relative(path.join(repoRoot, 'content/en'), path.dirname(demosDir))
    .split(path.sep)
    .join('/');
  const stylings: DemoStylingCode[] = [];
  let mainSourceFile = '';
  let hasTypeScript = false;

  for (const styling of DEMO_STYLINGS) {
    const folder = styling === DEFAULT_DEMO_STYLING ? '' : `${styling}/`;
    const mainFile = [`${folder}${name}.tsx`, `${folder}${name}.jsx`].find((candidate) =>
      fs.existsSync(path.join(demosDir, candidate)),
    );
    if (!mainFile) {
      continue;
    }
    const sourceFile = path.relative(repoRoot, path.join(demosDir, mainFile)).split(path.sep).join('/');
    if (styling === DEFAULT_DEMO_STYLING) {
      mainSourceFile = sourceFile;
      hasTypeScript = mainFile.endsWith('.tsx');
    }
    const files: DemoCodeFile[] = [];
    const specifiers: string[] = [];
    const queue = [mainFile];
    const seen = new Set(queue);
    // Kit modules, by their code tab name (`demo-kit/data-grid-server.ts`).
    const kitFiles = new Set<string>();
    while (queue.length > 0) {
      const fileName = queue.shift() as string;
      const isKit = kitFiles.has(fileName);
      const file = isKit
        ? await codeFile(path.join(repoRoot, DEMO_KIT_DIR), path.basename(fileName), fileName)
        : await codeFile(demosDir, fileName);
      files.push(file);
      if (/\.(tsx?|jsx?)$/.test(fileName)) {
        for (const specifier of importSpecifiers(file.ts ?? file.js, file.ts !== null)) {
          const kitModule = demoKitModule(specifier);
          if (kitModule !== null) {
            const resolved = resolveKitModule(repoRoot, kitModule, sourceFile);
            if (!seen.has(resolved)) {
              seen.add(resolved);
              kitFiles.add(resolved);
              queue.push(resolved);
            }
          } else if (isKit && specifier.startsWith('.')) {
            throw new Error(
              `${DEMO_KIT_DIR}/${path.basename(fileName)} imports "${specifier}"; kit modules import each other as "@demo-kit/<name>".`,
            );
          } else if (specifier.startsWith('.')) {
            const resolved = resolveModule(demosDir, fileName, specifier, sourceFile);
            if (!seen.has(resolved)) {
              seen.add(resolved);
              queue.push(resolved);
            }
          } else if (specifier.startsWith('/')) {
            throw new Error(
              `${sourceFile} imports the absolute path "${specifier}"; import npm packages or files of its demos folder.`,
            );
          } else {
            specifiers.push(specifier);
          }
        }
      }
    }
    let sandbox: DemoSandboxDependencies;
    try {
      sandbox = sandboxDependencies(specifiers, versions);
    } catch (error) {
      throw new Error(`${sourceFile}: ${(error as Error).message}.`);
    }
    stylings.push({ styling, files, sandbox });
  }

  const main = stylings[0]?.files[0];
  if (!main || stylings[0]?.styling !== DEFAULT_DEMO_STYLING) {
    throw new Error(`content/en/${contentPath}/demos/ has no ${name}.tsx (styling variants need the default one).`);
  }
  const tsPreview = main.ts ? jsxPreview(main.ts, true) : null;
  const jsPreview = jsxPreview(main.js, false);
  const preview =
    jsPreview !== null && (main.ts === null || tsPreview !== null)
      ? {
          ts: tsPreview ?? jsPreview,
          tsHtml: highlightToHtml(tsPreview ?? jsPreview, 'tsx'),
          js: jsPreview,
          jsHtml: highlightToHtml(jsPreview, 'jsx'),
        }
      : null;
  return { name, contentPath, sourceFile: mainSourceFile, hasTypeScript, stylings, preview };
}
