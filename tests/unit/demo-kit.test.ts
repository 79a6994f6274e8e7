import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCacheKey } from '../../src/data-layer/demos/demo-cache';
import { loadDemo } from '../../src/data-layer/demos/load-demo';
import { readSandboxVersions } from '../../src/data-layer/demos/sandbox-versions';
import { sandboxFiles } from '../../src/components/demo/sandbox/sandbox-files';
import { demoKitModule } from '../../src/lib/demo-kit';

const versions = readSandboxVersions();

function write(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** A repository with one page whose demo imports a kit module, which imports another. */
function fixtureRepo(): { root: string; demosDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-kit-'));
  write(
    root,
    'content/en/react-data-grid/editing/demos/StockEditing.tsx',
    [
      "import { createStockServer } from '@demo-kit/stock-server';",
      "import { label } from './labels';",
      '',
      'export default function StockEditing() {',
      '  return <p>{label(createStockServer().name)}</p>;',
      '}',
      '',
    ].join('\n'),
  );
  write(root, 'content/en/react-data-grid/editing/demos/labels.ts', 'export const label = (text: string) => text;\n');
  write(
    root,
    'content/demo-kit/stock-server.ts',
    "import { seed } from '@demo-kit/seed';\n\nexport const createStockServer = () => ({ name: `stock ${seed}` });\n",
  );
  write(root, 'content/demo-kit/seed.ts', 'export const seed: number = 7;\n');
  return { root, demosDir: path.join(root, 'content/en/react-data-grid/editing/demos') };
}

describe('the demo kit', () => {
  it('names the kit module an import specifier points to', () => {
    expect(demoKitModule('@demo-kit/data-grid-server')).toBe('data-grid-server');
    expect(demoKitModule('@mui/x-data-grid')).toBeNull();
    expect(demoKitModule('./demo-kit/x')).toBeNull();
  });

  it('adds the kit modules a demo imports, transitively, as demo-kit/ code tabs', async () => {
    const { root, demosDir } = fixtureRepo();
    const record = await loadDemo(demosDir, 'StockEditing', versions, root);
    const files = record.stylings[0]?.files ?? [];
    expect(files.map((file) => file.fileName)).toEqual([
      'StockEditing.tsx',
      'demo-kit/stock-server.ts',
      'labels.ts',
      'demo-kit/seed.ts',
    ]);
    expect(files[1]?.jsFileName).toBe('demo-kit/stock-server.js');
    expect(files[3]?.js).toContain('export const seed = 7');
    // A kit module is not an npm dependency of the sandbox.
    expect(Object.keys(record.stylings[0]?.sandbox.dependencies ?? {})).not.toContain('@demo-kit/stock-server');
  });

  it('fails naming the demo and the modules the kit has when an import names no kit module', async () => {
    const { root, demosDir } = fixtureRepo();
    write(
      root,
      'content/en/react-data-grid/editing/demos/Broken.tsx',
      "import '@demo-kit/nope';\nexport default function Broken() { return null; }\n",
    );
    await expect(loadDemo(demosDir, 'Broken', versions, root)).rejects.toThrow(
      'content/en/react-data-grid/editing/demos/Broken.tsx imports "@demo-kit/nope", which is not a module of content/demo-kit/ (it has: seed, stock-server).',
    );
  });

  it('refuses a relative import inside a kit module', async () => {
    const { root, demosDir } = fixtureRepo();
    write(root, 'content/demo-kit/seed.ts', "export { seed } from './other';\n");
    await expect(loadDemo(demosDir, 'StockEditing', versions, root)).rejects.toThrow(
      'content/demo-kit/seed.ts imports "./other"; kit modules import each other as "@demo-kit/<name>".',
    );
  });

  it('changes every demo cache key when a kit module changes', () => {
    const { root, demosDir } = fixtureRepo();
    const before = demoCacheKey(demosDir, 'StockEditing', versions, root);
    expect(demoCacheKey(demosDir, 'StockEditing', versions, root)).toBe(before);
    write(root, 'content/demo-kit/seed.ts', 'export const seed: number = 8;\n');
    expect(demoCacheKey(demosDir, 'StockEditing', versions, root)).not.toBe(before);
  });

  it('puts kit modules under src/demo-kit/ in a sandbox, with the alias in Vite and TypeScript', () => {
    const { files } = sandboxFiles({
      name: 'StockEditing',
      pageTitle: 'Editing',
      pageUrl: 'https://example.com/x/react-data-grid/editing/',
      language: 'ts',
      files: [
        { path: 'StockEditing.tsx', content: "import '@demo-kit/stock-server';" },
        { path: 'demo-kit/stock-server.ts', content: 'export {};' },
      ],
      dependencies: { react: '18.3.1' },
      typeScriptDevDependencies: {},
    });
    expect(files['src/demo-kit/stock-server.ts']).toBe('export {};');
    expect(files['vite.config.ts']).toContain("alias: { '@demo-kit': '/src/demo-kit' }");
    const tsconfig = JSON.parse(files['tsconfig.json'] ?? '{}') as { compilerOptions: { paths?: object } };
    expect(tsconfig.compilerOptions.paths).toEqual({ '@demo-kit/*': ['./src/demo-kit/*'] });
  });

  it('leaves the sandbox config alone for a demo without kit modules', () => {
    const { files } = sandboxFiles({
      name: 'Plain',
      pageTitle: 'Editing',
      pageUrl: 'https://example.com/',
      language: 'ts',
      files: [{ path: 'Plain.tsx', content: 'export default function Plain() { return null; }' }],
      dependencies: {},
      typeScriptDevDependencies: {},
    });
    expect(files['vite.config.ts']).not.toContain('alias');
    expect(files['tsconfig.json']).not.toContain('paths');
  });
});
