import { developChunkGroups, packageChunkName } from '../../src/data-layer/webpack/develop-chunks';

describe('packageChunkName', () => {
  it('names a scoped package', () => {
    expect(packageChunkName({ resource: '/repo/node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js' })).toBe(
      'package-mui-x-data-grid',
    );
  });

  it('names an unscoped package, the innermost one when packages are nested', () => {
    expect(packageChunkName({ resource: '/repo/node_modules/dayjs/esm/index.js' })).toBe('package-dayjs');
    expect(packageChunkName({ resource: '/repo/node_modules/a/node_modules/@b/c/index.js' })).toBe('package-b-c');
  });

  it('falls back to the module context, and to one name for modules without a path', () => {
    expect(packageChunkName({ resource: null, context: '/repo/node_modules/clsx' })).toBe('package-clsx');
    expect(packageChunkName({})).toBe('package-modules');
  });
});

describe('developChunkGroups', () => {
  it('groups only packages that more than one lazy chunk imports', () => {
    const { packages } = developChunkGroups();
    expect(packages.test.test('/repo/node_modules/@mui/x-charts/index.js')).toBe(true);
    expect(packages.test.test('/repo/content/en/react-charts/demos/Bars.tsx')).toBe(false);
    expect(packages.minChunks).toBe(2);
    expect(packages.chunks).toBe('async');
  });
});
