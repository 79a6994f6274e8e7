import { importSpecifiers, jsxPreview, PREVIEW_MAX_LINES } from '../../src/data-layer/demos/analyze-source';
import { parseDemoFile } from '../../src/data-layer/demos/demo-file';
import { typeScriptToJavaScript } from '../../src/data-layer/demos/transpile';

const DEMO = `import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid } from '@mui/x-data-grid';
import { rows } from './rows';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [{ field: 'name' }];

// The grid fills its parent.
export default function Basic() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <div style={{ height: 300 }}>
      <DataGrid<Row> rows={rows} columns={columns} onRowClick={() => setCount(count + 1)} />
    </div>
  );
}
`;

describe('typeScriptToJavaScript', () => {
  it('strips types, keeps comments and blank lines, and formats', async () => {
    const js = await typeScriptToJavaScript(DEMO, 'Basic.tsx');
    expect(js).not.toMatch(/interface|GridColDef|<number>|<Row>/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('// The grid fills its parent.');
    expect(js).toContain("const columns = [{ field: 'name' }];");
    expect(js).toContain('const [count, setCount] = React.useState(0);');
    expect(js).toMatch(/\n\n\/\/ The grid fills its parent\.\nexport default function Basic\(\) \{/);
  });

  it('reports a file that does not parse, naming it', async () => {
    await expect(typeScriptToJavaScript('export default function (', 'Broken.tsx')).rejects.toThrow(/Broken\.tsx/);
  });
});

describe('importSpecifiers', () => {
  it('lists runtime imports and re-exports, not type-only imports', () => {
    expect(importSpecifiers(DEMO, true)).toEqual(['react', '@mui/x-data-grid', './rows']);
    expect(importSpecifiers("export { a } from './a';\nexport type { B } from './b';", true)).toEqual(['./a']);
  });
});

describe('jsxPreview', () => {
  it('extracts the returned JSX of the default export, dedented', () => {
    expect(jsxPreview(DEMO, true)).toBe(
      [
        '<div style={{ height: 300 }}>',
        '  <DataGrid<Row> rows={rows} columns={columns} onRowClick={() => setCount(count + 1)} />',
        '</div>',
      ].join('\n'),
    );
  });

  it('follows a default export that names a component defined above', () => {
    expect(jsxPreview('const Demo = () => <span>Hi</span>;\nexport default Demo;', false)).toBe('<span>Hi</span>');
  });

  it('gives no preview when the JSX is longer than the limit', () => {
    const body = Array.from({ length: PREVIEW_MAX_LINES }, (_, index) => `      <li>${index}</li>`).join('\n');
    expect(
      jsxPreview(`export default function Long() {\n  return (\n    <ul>\n${body}\n    </ul>\n  );\n}`, false),
    ).toBeNull();
  });

  it('gives no preview for a default export that is not a component returning JSX', () => {
    expect(jsxPreview('export default 42;', false)).toBeNull();
    expect(jsxPreview("export default function A() { return 'text'; }", false)).toBeNull();
  });
});

describe('parseDemoFile', () => {
  it.each([
    [
      'en/react-data-grid/demos/CheckboxSelection.tsx',
      { kind: 'demo', contentPath: 'react-data-grid', name: 'CheckboxSelection', styling: 'system', extension: 'tsx' },
    ],
    [
      'en/react-tree-view/demos/css/StyledItems.tsx',
      { kind: 'demo', contentPath: 'react-tree-view', name: 'StyledItems', styling: 'css', extension: 'tsx' },
    ],
    [
      'en/react-data-grid/editing/demos/rows.ts',
      { kind: 'module', contentPath: 'react-data-grid/editing', fileName: 'rows.ts' },
    ],
    ['en/react-data-grid/index.mdx', null],
  ])('%s', (file, expected) => {
    expect(parseDemoFile(file)).toEqual(expected);
  });

  it.each([
    ['zh/react-data-grid/demos/Grid.tsx', /outside content\/en/],
    ['en/react-data-grid/demos/styles/Grid.tsx', /unknown demos sub-folder/],
    ['en/react-data-grid/demos/notes.md', /neither a demo/],
    ['en/react-data-grid/demos/lowercaseDemo.tsx', /neither a demo/],
  ])('rejects %s', (file, message) => {
    expect(parseDemoFile(file)).toEqual({ kind: 'invalid', message: expect.stringMatching(message) });
  });
});
