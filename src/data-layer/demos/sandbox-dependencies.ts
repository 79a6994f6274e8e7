import type { DemoSandboxDependencies } from '../../lib/demo-code';

/**
 * The npm dependencies a demo needs when it is opened in StackBlitz or CodeSandbox, computed
 * from its imports (and those of its local modules).
 */

export interface AdapterLibrary {
  name: string;
  version: string;
}

export interface SandboxVersions {
  /** Exact or range versions by package name; anything missing is `latest`. */
  packages: Record<string, string>;
  /** Version of every `@mui/x-*` package (the documented release). */
  muiX: string;
  /** Date adapter → the date library it needs, with the version the site uses. */
  adapters: Record<string, AdapterLibrary>;
  /** Packages whose types come from `@types/*` (everything else ships its own or is MUI). */
  needsTypesPackage: readonly string[];
}

/** Always present: the renderer and Material UI's styling engine. */
const BASE_PACKAGES = ['react', 'react-dom', '@emotion/react', '@emotion/styled'] as const;

const ADAPTER_IMPORT = /^@mui\/(lab|x-date-pickers|x-date-pickers-pro)\/(Adapter[A-Za-z0-9]*)(\/|$)/;

/** `@mui/x-data-grid/DataGrid` → `@mui/x-data-grid`; `dayjs/locale/de` → `dayjs`; relative → null. */
export function packageNameOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** `@types/` package for a package without its own types: `@scope/name` → `@types/scope__name`. */
export function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/**
 * Dependencies from a demo's import specifiers. Throws for a date adapter it cannot map to a
 * library, naming the adapter.
 */
export function sandboxDependencies(specifiers: readonly string[], versions: SandboxVersions): DemoSandboxDependencies {
  const names = new Set<string>();
  const adapterVersions = new Map<string, string>();
  for (const specifier of specifiers) {
    const name = packageNameOf(specifier);
    if (name) names.add(name);
    const adapter = ADAPTER_IMPORT.exec(specifier)?.[2];
    if (adapter) {
      const library = versions.adapters[adapter];
      if (!library) {
        throw new TypeError(`Can't determine required npm package for adapter '${adapter}'`);
      }
      names.add(library.name);
      adapterVersions.set(library.name, library.version);
    }
  }
  const usesMui = [...names].some((name) => name.startsWith('@mui/'));
  // Material UI is a peer dependency of every MUI X package, of the icons and of the lab; a demo
  // without any MUI import still gets it because the sandbox entry renders inside its baseline.
  const needsMaterial =
    !usesMui ||
    [...names].some((name) => name.startsWith('@mui/x-') || name === '@mui/icons-material' || name === '@mui/lab');
  if (needsMaterial) names.add('@mui/material');
  BASE_PACKAGES.forEach((name) => names.add(name));

  const versionOf = (name: string): string => {
    if (name.startsWith('@mui/x-')) return versions.muiX;
    return adapterVersions.get(name) ?? versions.packages[name] ?? 'latest';
  };
  const dependencies = Object.fromEntries([...names].sort().map((name) => [name, versionOf(name)]));

  const typeScriptDevDependencies: Record<string, string> = { typescript: versions.packages.typescript ?? 'latest' };
  for (const name of [...names].sort()) {
    if (versions.needsTypesPackage.includes(name)) {
      const typesName = typesPackageOf(name);
      typeScriptDevDependencies[typesName] = versions.packages[typesName] ?? 'latest';
    }
  }
  return { dependencies, typeScriptDevDependencies };
}
