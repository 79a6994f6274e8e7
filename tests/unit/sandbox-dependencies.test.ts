import fs from 'node:fs';
import path from 'node:path';
import {
  packageNameOf,
  sandboxDependencies,
  typesPackageOf,
  type SandboxVersions,
} from '../../src/data-layer/demos/sandbox-dependencies';
import { readSandboxVersions } from '../../src/data-layer/demos/sandbox-versions';

const versions: SandboxVersions = {
  packages: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
    '@mui/material': '7.3.11',
    '@mui/icons-material': '7.3.11',
    dayjs: '1.11.23',
    typescript: '5.9.3',
    '@types/react': '18.3.31',
    '@types/react-dom': '18.3.7',
  },
  muiX: '8.2.0',
  adapters: {
    AdapterDateFns: { name: 'date-fns', version: '^4.0.0' },
    AdapterDateFnsV2: { name: 'date-fns', version: '^2.25.0' },
    AdapterDateFnsJalali: { name: 'date-fns-jalali', version: '^4.0.0-0' },
    AdapterDateFnsJalaliV2: { name: 'date-fns-jalali', version: '^2.13.0-0' },
    AdapterDayjs: { name: 'dayjs', version: '1.11.23' },
    AdapterLuxon: { name: 'luxon', version: '^3.0.2' },
    AdapterMoment: { name: 'moment', version: '^2.29.4' },
    AdapterMomentHijri: { name: 'moment-hijri', version: '^3.0.0' },
    AdapterMomentJalaali: { name: 'moment-jalaali', version: '^0.10.0' },
  },
  needsTypesPackage: ['react', 'react-dom', 'luxon', 'moment-hijri', 'moment-jalaali'],
};

const BASE = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
};

describe('packageNameOf', () => {
  it.each([
    ['@mui/x-data-grid', '@mui/x-data-grid'],
    ['@mui/x-data-grid/DataGrid', '@mui/x-data-grid'],
    ['@mui/x-date-pickers/AdapterDayjs/AdapterDayjs', '@mui/x-date-pickers'],
    ['dayjs/locale/de', 'dayjs'],
    ['react', 'react'],
    ['./columns', null],
    ['../shared/data', null],
  ])('%s → %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });

  it('names types packages of scoped packages with a double underscore', () => {
    expect(typesPackageOf('@scope/name')).toBe('@types/scope__name');
    expect(typesPackageOf('luxon')).toBe('@types/luxon');
  });
});

describe('sandboxDependencies', () => {
  it('pins MUI X to the documented release and adds Material UI as its peer', () => {
    expect(sandboxDependencies(['react', '@mui/x-data-grid', './rows'], versions).dependencies).toEqual({
      ...BASE,
      '@mui/material': '7.3.11',
      '@mui/x-data-grid': '8.2.0',
    });
  });

  it('reduces deep and scoped imports to their package', () => {
    const { dependencies } = sandboxDependencies(
      ['@mui/x-charts/BarChart', '@mui/x-charts-pro/Heatmap', '@mui/material/Box'],
      versions,
    );
    expect(dependencies).toEqual({
      ...BASE,
      '@mui/material': '7.3.11',
      '@mui/x-charts': '8.2.0',
      '@mui/x-charts-pro': '8.2.0',
    });
  });

  it('pins packages the site does not install to MUI X too, and unknown ones to latest', () => {
    const { dependencies } = sandboxDependencies(['@mui/x-data-grid-premium', 'lodash/debounce'], versions);
    expect(dependencies['@mui/x-data-grid-premium']).toBe('8.2.0');
    expect(dependencies.lodash).toBe('latest');
  });

  it('adds Material UI for the icons, and for a demo that imports nothing from MUI', () => {
    expect(sandboxDependencies(['@mui/icons-material/Delete'], versions).dependencies['@mui/material']).toBe('7.3.11');
    expect(sandboxDependencies(['react'], versions).dependencies).toEqual({ ...BASE, '@mui/material': '7.3.11' });
  });

  it('does not add Material UI for a demo using only the styling engine of another MUI package', () => {
    expect(sandboxDependencies(['@mui/system'], versions).dependencies).toEqual({ ...BASE, '@mui/system': 'latest' });
  });

  it.each([
    ['@mui/x-date-pickers/AdapterDateFns', 'date-fns', '^4.0.0'],
    ['@mui/x-date-pickers/AdapterDateFnsV2', 'date-fns', '^2.25.0'],
    ['@mui/x-date-pickers/AdapterDateFnsJalali', 'date-fns-jalali', '^4.0.0-0'],
    ['@mui/x-date-pickers/AdapterDateFnsJalaliV2', 'date-fns-jalali', '^2.13.0-0'],
    ['@mui/x-date-pickers/AdapterDayjs', 'dayjs', '1.11.23'],
    ['@mui/x-date-pickers/AdapterLuxon', 'luxon', '^3.0.2'],
    ['@mui/x-date-pickers/AdapterMoment', 'moment', '^2.29.4'],
    ['@mui/x-date-pickers/AdapterMomentHijri', 'moment-hijri', '^3.0.0'],
    ['@mui/x-date-pickers/AdapterMomentJalaali', 'moment-jalaali', '^0.10.0'],
    ['@mui/x-date-pickers-pro/AdapterDayjs', 'dayjs', '1.11.23'],
    ['@mui/x-date-pickers-pro/AdapterLuxon/AdapterLuxon', 'luxon', '^3.0.2'],
  ])('maps %s to %s@%s', (specifier, library, version) => {
    const { dependencies } = sandboxDependencies([specifier], versions);
    expect(dependencies[library]).toBe(version);
    expect(dependencies[specifier.split('/').slice(0, 2).join('/')]).toBe('8.2.0');
  });

  it('names the adapter it cannot map', () => {
    expect(() => sandboxDependencies(['@mui/x-date-pickers/AdapterTemporal'], versions)).toThrow(
      new TypeError("Can't determine required npm package for adapter 'AdapterTemporal'"),
    );
    expect(() => sandboxDependencies(['@mui/x-date-pickers-pro/AdapterJoda/AdapterJoda'], versions)).toThrow(
      "adapter 'AdapterJoda'",
    );
  });

  it('adds TypeScript and @types packages for packages without their own types', () => {
    const { typeScriptDevDependencies } = sandboxDependencies(['@mui/x-date-pickers/AdapterLuxon', 'dayjs'], versions);
    expect(typeScriptDevDependencies).toEqual({
      typescript: '5.9.3',
      '@types/luxon': 'latest',
      '@types/react': '18.3.31',
      '@types/react-dom': '18.3.7',
    });
  });
});

describe('readSandboxVersions', () => {
  it('reads the versions the site installs', () => {
    const read = readSandboxVersions();
    expect(read.muiX).toBe('8.2.0');
    expect(read.packages.react).toBe('18.3.1');
    expect(read.packages['@mui/material']).toMatch(/^7\./);
    expect(read.adapters.AdapterDayjs).toEqual({ name: 'dayjs', version: read.packages.dayjs });
    expect(read.adapters.AdapterDateFnsV2).toEqual({ name: 'date-fns', version: '^2.25.0' });
    expect(read.adapters.AdapterDateFnsJalaliV2).toEqual({ name: 'date-fns-jalali', version: '^2.13.0-0' });
    expect(read.needsTypesPackage).toEqual(expect.arrayContaining(['react', 'react-dom', 'luxon']));
    expect(read.needsTypesPackage).not.toContain('dayjs');
  });

  // The pickers' demos use every adapter whose library the site installs; a sandbox must get the
  // version the live demo ran with, not merely one the adapter accepts.
  it.each([
    ['AdapterDayjs', 'dayjs'],
    ['AdapterDateFns', 'date-fns'],
    ['AdapterLuxon', 'luxon'],
    ['AdapterMoment', 'moment'],
    ['AdapterDateFnsJalali', 'date-fns-jalali'],
    ['AdapterMomentJalaali', 'moment-jalaali'],
    ['AdapterMomentHijri', 'moment-hijri'],
  ])('maps %s to the %s the site installs', (adapter, library) => {
    const installed = (
      JSON.parse(fs.readFileSync(path.join('node_modules', library, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const declared = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> })
      .dependencies[library];
    expect(declared).toBe(installed);
    expect(readSandboxVersions().adapters[adapter]).toEqual({ name: library, version: installed });
  });

  it('gives a demo of each adapter the installed library in its sandbox', () => {
    const read = readSandboxVersions();
    const { dependencies } = sandboxDependencies(
      [
        '@mui/x-date-pickers/AdapterMomentHijri',
        'moment-hijri',
        'moment/locale/ar-sa',
        '@mui/x-date-pickers/DatePicker',
      ],
      read,
    );
    expect(dependencies['moment-hijri']).toBe(read.adapters.AdapterMomentHijri?.version);
    expect(dependencies['@mui/x-date-pickers']).toBe('8.2.0');
    const luxon = sandboxDependencies(['@mui/x-date-pickers/AdapterLuxon', 'luxon'], read);
    expect(luxon.dependencies.luxon).toBe(read.adapters.AdapterLuxon?.version);
    expect(luxon.typeScriptDevDependencies['@types/luxon']).toBeDefined();
  });
});
