import path from 'node:path';
import {
  nameDemoImports,
  pageDemoChunkName,
  type LazyImportBlock,
} from '../../src/data-layer/webpack/page-demo-chunks';

const root = path.resolve('/repo');
const at = (relative: string) => ({ resource: path.join(root, relative) });

describe('one lazy chunk per page of demos', () => {
  it('names the chunk after the page folder, the same for every demo and helper of that page', () => {
    expect(pageDemoChunkName(at('content/en/react-charts/bars/demos/BarClick.tsx'), root)).toBe(
      'demos-react-charts-bars',
    );
    expect(pageDemoChunkName(at('content/en/react-charts/bars/demos/css/BarClick.tsx'), root)).toBe(
      'demos-react-charts-bars',
    );
    expect(pageDemoChunkName(at('content/en/react-charts/bars/demos/sales-data.ts'), root)).toBe(
      'demos-react-charts-bars',
    );
    expect(pageDemoChunkName(at('content/en/react-data-grid/demos/InventoryGrid.tsx'), root)).toBe(
      'demos-react-data-grid',
    );
  });

  it('leaves packages, site code and pages themselves to the other groups', () => {
    expect(pageDemoChunkName(at('node_modules/@mui/x-charts/BarChart/BarChart.js'), root)).toBeNull();
    expect(pageDemoChunkName(at('src/components/demo/Demo.tsx'), root)).toBeNull();
    expect(pageDemoChunkName(at('content/en/react-charts/bars/index.mdx'), root)).toBeNull();
    expect(pageDemoChunkName({ resource: '/elsewhere/content/en/x/demos/A.tsx' }, root)).toBeNull();
    expect(pageDemoChunkName({}, root)).toBeNull();
  });

  it('names each import() of a demo after its page, and leaves other imports alone', () => {
    const targets = new Map<unknown, { resource: string }>();
    const block = (relative: string, chunkName: string | null = null): LazyImportBlock => {
      const dependency = { request: relative };
      targets.set(dependency, at(relative));
      return { chunkName, dependencies: [dependency] };
    };
    const blocks = [
      block('content/en/react-charts/bars/demos/BarClick.tsx'),
      block('content/en/react-charts/bars/demos/css/BarClick.tsx'),
      block('content/en/react-charts/lines/demos/LineBasic.tsx'),
      block('node_modules/@mui/x-charts/index.js', 'kept'),
      { chunkName: null, dependencies: [] },
    ];
    expect(nameDemoImports(blocks, (dependency) => targets.get(dependency) ?? null, root)).toBe(3);
    expect(blocks.map((each) => each.chunkName)).toEqual([
      'demos-react-charts-bars',
      'demos-react-charts-bars',
      'demos-react-charts-lines',
      'kept',
      null,
    ]);
  });
});
