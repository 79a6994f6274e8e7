/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoScopeSource, valueImports } from '../../src/data-layer/webpack/demo-scope-loader.mjs';
import { moduleKeyOfFile, resolveImport } from '../../src/components/demo/editable/module-keys';

function demoFolder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-scope-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
}

describe('the module map of a demo', () => {
  it('reads value imports only: type-only names are left out', () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGrid, GridColDef, type GridRowsProp } from '@mui/x-data-grid';",
      "import Box from '@mui/material/Box';",
      "import 'dayjs/locale/de';",
      'const columns: GridColDef[] = [];',
      'export default () => <Box><DataGrid columns={columns} rows={[] as GridRowsProp} /></Box>;',
    ].join('\n');
    // React is unused (the JSX runtime is automatic), so it is not read here; the map adds it.
    expect(valueImports(source, 'Demo.tsx')).toEqual([
      { specifier: '@mui/x-data-grid', names: ['DataGrid'] },
      { specifier: '@mui/material/Box', names: ['default'] },
      { specifier: 'dayjs/locale/de', names: [] },
    ]);
  });

  it('imports what every file of the demo imports, under the keys the browser resolves', () => {
    const root = demoFolder({
      'content/en/grid/demos/Demo.tsx': [
        "import { DataGrid } from '@mui/x-data-grid';",
        "import { rows } from './data';",
        "import { server } from '@demo-kit/fake-server';",
        'export default () => <DataGrid rows={rows} columns={server.columns} />;',
      ].join('\n'),
      'content/en/grid/demos/data.ts':
        "import { GridRowsProp, useGridApiRef } from '@mui/x-data-grid';\nexport const rows: GridRowsProp = [];\nexport const ref = useGridApiRef;",
      'content/demo-kit/fake-server.ts': 'export const server = { columns: [] };',
    });
    const main = path.join(root, 'content/en/grid/demos/Demo.tsx');
    const { source, files } = demoScopeSource(main, root);
    expect(source).toBe(
      [
        'import * as m0 from "react";',
        'import { DataGrid as m1_0, useGridApiRef as m1_1 } from "@mui/x-data-grid";',
        'import * as m2 from "./data.ts";',
        'import * as m3 from "@demo-kit/fake-server";',
        'export default {',
        '  "react": m0,',
        '  "@mui/x-data-grid": { "DataGrid": m1_0, "useGridApiRef": m1_1 },',
        '  "./data": m2,',
        '  "@demo-kit/fake-server": m3,',
        '};',
        '',
      ].join('\n'),
    );
    expect(files).toHaveLength(3);
    // The keys the editor resolves the same imports to.
    expect(resolveImport('./data', 'Demo.tsx')).toBe('./data');
    expect(moduleKeyOfFile('demo-kit/fake-server.ts')).toBe('@demo-kit/fake-server');
  });
});
