import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_VERSION } from '../../config/library';
import type { AdapterLibrary, SandboxVersions } from './sandbox-dependencies';

/** Packages whose versions sandboxes take from this site's own install. */
const SITE_PACKAGES = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/icons-material',
  'dayjs',
  'typescript',
  '@types/react',
  '@types/react-dom',
] as const;

/** Adapter → library, and which alternative of the pickers' peer range it needs. */
const ADAPTERS: Record<string, { library: string; major: 'newest' | 'oldest' }> = {
  AdapterDateFns: { library: 'date-fns', major: 'newest' },
  AdapterDateFnsV2: { library: 'date-fns', major: 'oldest' },
  AdapterDateFnsJalali: { library: 'date-fns-jalali', major: 'newest' },
  AdapterDateFnsJalaliV2: { library: 'date-fns-jalali', major: 'oldest' },
  AdapterDayjs: { library: 'dayjs', major: 'newest' },
  AdapterLuxon: { library: 'luxon', major: 'newest' },
  AdapterMoment: { library: 'moment', major: 'newest' },
  AdapterMomentHijri: { library: 'moment-hijri', major: 'newest' },
  AdapterMomentJalaali: { library: 'moment-jalaali', major: 'newest' },
};

/** Date libraries without bundled types (checked against their published packages). */
const LIBRARIES_WITHOUT_TYPES = ['luxon', 'moment-hijri', 'moment-jalaali'];

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function installedVersion(root: string, name: string): string | null {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? String(readJson(file).version) : null;
}

function shipsTypes(root: string, name: string): boolean {
  const dir = path.join(root, 'node_modules', name);
  const manifest = readJson(path.join(dir, 'package.json'));
  return Boolean(manifest.types ?? manifest.typings) || fs.existsSync(path.join(dir, 'index.d.ts'));
}

/**
 * The versions sandboxes pin, read from what this site installs: the same React, Material UI
 * and MUI X as the live demos. Date libraries the site does not install get the range the pickers
 * accept (its newest major, or oldest for the `V2` adapters).
 */
export function readSandboxVersions(root: string = process.cwd()): SandboxVersions {
  const site = readJson(path.join(root, 'package.json')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = { ...site.devDependencies, ...site.dependencies };
  const packages: Record<string, string> = {};
  for (const name of SITE_PACKAGES) {
    const version = installedVersion(root, name);
    if (version) packages[name] = version;
  }

  const pickers = readJson(path.join(root, 'node_modules/@mui/x-date-pickers/package.json')) as {
    peerDependencies: Record<string, string>;
  };
  const adapters: Record<string, AdapterLibrary> = {};
  for (const [adapter, { library, major }] of Object.entries(ADAPTERS)) {
    const alternatives = (pickers.peerDependencies[library] ?? 'latest').split('||').map((range) => range.trim());
    const fromRange = (major === 'newest' ? alternatives[alternatives.length - 1] : alternatives[0]) ?? 'latest';
    const sitesOwn = declared[library] ? installedVersion(root, library) : null;
    adapters[adapter] = { name: library, version: major === 'newest' && sitesOwn ? sitesOwn : fromRange };
  }

  const needsTypesPackage = [
    ...['react', 'react-dom'].filter((name) => !shipsTypes(root, name)),
    ...LIBRARIES_WITHOUT_TYPES,
  ];
  return { packages, muiX: LIBRARY_VERSION, adapters, needsTypesPackage };
}
