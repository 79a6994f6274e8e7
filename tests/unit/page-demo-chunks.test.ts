import path from 'node:path';
import { pageDemoChunkGroup, pageDemoChunkName } from '../../src/data-layer/webpack/page-demo-chunks';

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

  it('takes JavaScript modules only (extracted CSS keeps its own group)', () => {
    const group = pageDemoChunkGroup(root);
    const demo = at('content/en/react-charts/bars/demos/BarClick.tsx');
    expect(group.test({ ...demo, type: 'javascript/auto' })).toBe(true);
    expect(group.test({ ...demo, type: 'css/mini-extract' })).toBe(false);
    expect(group.name(demo)).toBe('demos-react-charts-bars');
    expect(group.chunks).toBe('async');
  });
});
