import { DEMO_KIT_FOLDER, DEMO_KIT_PREFIX } from '../../../lib/demo-kit';
import type { SandboxFiles, SandboxSource } from './sandbox-types';

/** The build tooling every sandbox uses: Vite with its React plugin. */
export const SANDBOX_TOOLING = { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.0' } as const;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ESNext'],
    jsx: 'react-jsx',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    isolatedModules: true,
    noEmit: true,
  },
  include: ['src'],
};

/** Where kit modules go in a sandbox, and the alias that resolves `@demo-kit/<name>` to them. */
const KIT_SOURCE_FOLDER = `src/${DEMO_KIT_FOLDER}`;

function packageName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * A complete Vite project for one demo: `package.json`, `index.html`, the Vite config, the entry
 * that renders the demo, the demo and its local modules under `src/`, and `tsconfig.json` for
 * TypeScript. The demo keeps its folder layout, so its relative imports work unchanged; kit
 * modules go to `src/demo-kit/`, which an alias in the Vite config (and `paths` in `tsconfig.json`)
 * makes `@demo-kit/…` resolve to.
 */
export function sandboxFiles(source: SandboxSource): { files: SandboxFiles; mainFile: string } {
  const ts = source.language === 'ts';
  const [main] = source.files;
  if (!main) {
    throw new Error(`The demo "${source.name}" has no files.`);
  }
  const entryExtension = ts ? 'tsx' : 'jsx';
  const mainImport = `./${main.path.replace(/\.(tsx?|jsx?)$/, '')}`;
  const usesKit = source.files.some((file) => file.path.startsWith(`${DEMO_KIT_FOLDER}/`));
  const kitAlias = DEMO_KIT_PREFIX.slice(0, -1);
  const files: SandboxFiles = {
    'package.json': JSON.stringify(
      {
        name: packageName(source.name),
        private: true,
        version: '0.0.0',
        type: 'module',
        description: `${source.name}: a demo from ${source.pageTitle} (${source.pageUrl})`,
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies: source.dependencies,
        devDependencies: { ...SANDBOX_TOOLING, ...(ts ? source.typeScriptDevDependencies : {}) },
      },
      null,
      2,
    ),
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${source.name} - MUI X</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/index.${entryExtension}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      usesKit
        ? `export default defineConfig({ plugins: [react()], resolve: { alias: { '${kitAlias}': '/${KIT_SOURCE_FOLDER}' } } });`
        : 'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    [`src/index.${entryExtension}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      `import Demo from '${mainImport}';`,
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <Demo />',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
  };
  for (const file of source.files) {
    files[`src/${file.path}`] = file.content;
  }
  if (ts) {
    const tsconfig = usesKit
      ? {
          ...TSCONFIG,
          compilerOptions: { ...TSCONFIG.compilerOptions, paths: { [`${kitAlias}/*`]: [`./${KIT_SOURCE_FOLDER}/*`] } },
        }
      : TSCONFIG;
    files['tsconfig.json'] = JSON.stringify(tsconfig, null, 2);
  }
  return { files, mainFile: `src/${main.path}` };
}
