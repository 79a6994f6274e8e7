import fs from 'node:fs';
import path from 'node:path';
import type { ApiArea } from '../../../content/api/api-list';
import type { Plan } from '../../../content/navigation/types';

/** A package the API pages are read from. */
export interface ApiPackage {
  area: ApiArea;
  /** The public name, used in import lines (`@mui/x-data-grid-premium`). */
  name: string;
  plan: Plan;
  /** Where it is installed. */
  dir: string;
  /** The installed version, read from its package.json. */
  version: string;
}

/**
 * The packages of each area, community first. `@mui/x-data-grid-premium` and
 * `@mui/x-tree-view-pro` were not published at 8.2.0 on the registry this site installs from; the
 * nearest published versions are installed (8.3.1 and 8.6.0), and their API pages and demos say
 * which version they are (see docs/decisions/0016-api-sources.md).
 */
const SOURCES: Record<ApiArea, Array<{ name: string; plan: Plan }>> = {
  'data-grid': [
    { name: '@mui/x-data-grid', plan: 'community' },
    { name: '@mui/x-data-grid-pro', plan: 'pro' },
    { name: '@mui/x-data-grid-premium', plan: 'premium' },
  ],
  'date-pickers': [
    { name: '@mui/x-date-pickers', plan: 'community' },
    { name: '@mui/x-date-pickers-pro', plan: 'pro' },
  ],
  charts: [
    { name: '@mui/x-charts', plan: 'community' },
    { name: '@mui/x-charts-pro', plan: 'pro' },
  ],
  'tree-view': [
    { name: '@mui/x-tree-view', plan: 'community' },
    { name: '@mui/x-tree-view-pro', plan: 'pro' },
  ],
};

/** The API packages as installed under `nodeModules`. */
export function installedApiPackages(nodeModules: string): ApiPackage[] {
  return (Object.entries(SOURCES) as Array<[ApiArea, (typeof SOURCES)[ApiArea]]>).flatMap(([area, sources]) =>
    sources.map((source) => {
      const dir = path.join(nodeModules, source.name);
      const manifest = path.join(dir, 'package.json');
      if (!fs.existsSync(manifest)) {
        throw new Error(`The API reference reads ${source.name} from ${dir}, which is not installed. Run npm ci.`);
      }
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; version: string };
      if (name !== source.name) {
        throw new Error(`${manifest} holds ${name}, not ${source.name}.`);
      }
      return { area, name: source.name, plan: source.plan, dir, version };
    }),
  );
}

/** The name and directory of the package a declaration file belongs to (nested installs included). */
export function owningPackage(fileName: string): { name: string; dir: string } | null {
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(fileName);
  if (!match?.[1]) return null;
  const dir = match[1];
  try {
    const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string };
    return { name, dir };
  } catch {
    return { name: match[2] ?? '', dir };
  }
}

/** The plan a package name stands for. */
export function planOfPackage(name: string): Plan {
  if (name.endsWith('-premium')) return 'premium';
  if (name.endsWith('-pro')) return 'pro';
  return 'community';
}

/** Declarations of the MUI X packages count as the component's own; the rest is inherited. */
export function isMuiXPackage(name: string): boolean {
  return name.startsWith('@mui/x-');
}
