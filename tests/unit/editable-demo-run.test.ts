import { moduleKeyOfFile, resolveImport } from '../../src/components/demo/editable/module-keys';
import { positionAt, runtimeError, syntaxError } from '../../src/components/demo/editable/edit-errors';
import { functionLineOffset, runDemo, type ModuleMap } from '../../src/components/demo/editable/run-demo';

describe('module keys of an edited demo', () => {
  it('names files by their path in the demos folder as the main file imports them, kit modules by their specifier', () => {
    expect(moduleKeyOfFile('Name.tsx')).toBe('./Name');
    expect(moduleKeyOfFile('css/Name.tsx')).toBe('./css/Name');
    expect(moduleKeyOfFile('data.json')).toBe('./data.json');
    expect(moduleKeyOfFile('demo-kit/data-grid-server.ts')).toBe('@demo-kit/data-grid-server');
  });

  it('resolves relative imports from the importing file, and leaves packages as they are', () => {
    expect(resolveImport('./data', 'Name.tsx')).toBe('./data');
    expect(resolveImport('./data.ts', 'Name.tsx')).toBe('./data');
    expect(resolveImport('../data', 'css/Name.tsx')).toBe('./data');
    expect(resolveImport('./helpers/columns', 'css/Name.tsx')).toBe('./css/helpers/columns');
    expect(resolveImport('@mui/x-data-grid', 'Name.tsx')).toBe('@mui/x-data-grid');
    expect(resolveImport('@demo-kit/data-grid-server', 'Name.tsx')).toBe('@demo-kit/data-grid-server');
  });
});

describe('error positions', () => {
  it('gives 1-based lines and columns', () => {
    expect(positionAt('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
  });

  it('reads a syntax error from the transform, without its own position suffix', () => {
    const error = Object.assign(new SyntaxError('Unexpected token (2:9)'), { pos: 12 });
    expect(syntaxError(error, 'let a = 1;\nlet b = <div>;', 'Demo.tsx')).toEqual({
      kind: 'syntax',
      file: 'Demo.tsx',
      line: 2,
      column: 2,
      message: 'Unexpected token',
    });
  });

  it('finds the first stack frame in an edited file', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at f (demo-edit/D/data.ts:7:3)\n    at D (demo-edit/D/D.tsx:5:11)';
    const files = [
      { file: 'D.tsx', url: 'demo-edit/D/D.tsx', sourceColumn: (_line: number, column: number) => column },
      { file: 'data.ts', url: 'demo-edit/D/data.ts', sourceColumn: (_line: number, column: number) => column + 1 },
    ];
    expect(runtimeError(error, files, 2)).toEqual({
      kind: 'runtime',
      file: 'data.ts',
      line: 5,
      column: 4,
      message: 'boom',
    });
    expect(runtimeError(new Error('elsewhere'), files, 2)).toEqual({
      kind: 'runtime',
      file: null,
      line: null,
      column: null,
      message: 'elsewhere',
    });
  });
});

describe('running an edited demo', () => {
  const Grid = () => null;
  const scope: ModuleMap = {
    react: { useState: () => [0, () => {}] },
    '@mui/x-data-grid': { DataGrid: Grid },
    './data': { rows: [{ id: 1 }] },
  };
  const main = (source: string) => ({ fileName: 'Demo.tsx', source, typescript: true });

  it('returns the default export, with imports answered by the module map', () => {
    const result = runDemo(
      'Demo',
      [
        main(
          [
            "import { DataGrid, GridColDef } from '@mui/x-data-grid';",
            "import { rows } from './data';",
            "const columns: GridColDef[] = [{ field: 'id', headerName: 'Edited' }];",
            'export default function Demo() {',
            '  return <DataGrid rows={rows} columns={columns} />;',
            '}',
          ].join('\n'),
        ),
      ],
      scope,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const element = (
      result.Component as unknown as () => { type: unknown; props: { columns: { headerName: string }[] } }
    )();
    expect(element.type).toBe(Grid);
    expect(element.props.columns[0]?.headerName).toBe('Edited');
  });

  it('prefers an edited module over the original one', () => {
    const result = runDemo(
      'Demo',
      [
        main("import { rows } from './data';\nexport default function Demo() { return rows.length; }"),
        { fileName: 'data.ts', source: 'export const rows: number[] = [1, 2, 3];', typescript: true },
      ],
      scope,
    );
    expect(result.ok && (result.Component as () => number)()).toBe(3);
  });

  it('names an import the demo cannot load, and lists what it can', () => {
    const result = runDemo('Demo', [main("import _ from 'lodash';\nexport default () => _.noop();")], scope);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'unknown-import',
        file: 'Demo.tsx',
        specifier: 'lodash',
        available: ['./data', '@mui/x-data-grid', 'react'],
      },
    });
  });

  it('names a binding the original demo never imported', () => {
    const result = runDemo(
      'Demo',
      [main("import { GridToolbar } from '@mui/x-data-grid';\nconst t = GridToolbar;\nexport default () => t;")],
      scope,
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'unknown-export', specifier: '@mui/x-data-grid', name: 'GridToolbar', available: ['DataGrid'] },
    });
  });

  it('reports a syntax error with its line and column', () => {
    const result = runDemo('Demo', [main('export default function Demo() {\n  return <div>;\n}')], scope);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'syntax', file: 'Demo.tsx', line: 2 });
  });

  it('reports an error thrown by the module with its source line and column', () => {
    const source =
      "const size: number = 1;\nconst label: string = 'x';\nthrow new Error('broken ' + size + label);\nexport default () => null;";
    const result = runDemo('Demo', [main(source)], scope);
    expect(functionLineOffset()).toBeGreaterThanOrEqual(0);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'runtime', file: 'Demo.tsx', line: 3, column: 7, message: 'broken 1x' },
    });
  });

  it('asks for a default export', () => {
    const result = runDemo('Demo', [main('export const x = 1;')], scope);
    expect(result).toEqual({ ok: false, error: { kind: 'no-default-export', file: 'Demo.tsx' } });
  });
});
