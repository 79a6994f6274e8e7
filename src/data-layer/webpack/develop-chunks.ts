/**
 * Chunks for `gatsby develop`. Gatsby's development configuration turns off webpack's default
 * groups, so a package that several lazy chunks import is copied into each of them. Every demo is
 * a lazy chunk, and most import a large MUI X package: with hundreds of demos, development
 * bundling rendered gigabytes of duplicated code and ran out of memory. Here each package that
 * more than one chunk imports gets one chunk of its own, loaded by the pages that need it
 * (decision 0027).
 */

/** The part of a webpack module the package name is read from. */
export interface ModuleWithResource {
  resource?: string | null;
  context?: string | null;
}

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g;

/** The chunk name of the package a module belongs to (the innermost node_modules wins). */
export function packageChunkName(module: ModuleWithResource): string {
  const file = module.resource ?? module.context ?? '';
  let name = 'modules';
  for (const match of file.matchAll(PACKAGE)) {
    name = match[1] ?? name;
  }
  return `package-${name.replace(/[\\/]/g, '-').replace(/^@/, '')}`;
}

/** The splitChunks groups merged into Gatsby's development configuration. */
export function developChunkGroups() {
  return {
    packages: {
      test: /[\\/]node_modules[\\/]/,
      chunks: 'async' as const,
      minChunks: 2,
      priority: 10,
      reuseExistingChunk: true,
      name: (module: ModuleWithResource) => packageChunkName(module),
    },
    site: {
      test: /[\\/](src|content)[\\/]/,
      chunks: 'async' as const,
      minChunks: 2,
      priority: 5,
      reuseExistingChunk: true,
      name: 'site-shared',
    },
  };
}
