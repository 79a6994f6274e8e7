import path from 'node:path';
import type { Compiler } from 'webpack';
import type { ModuleWithResource } from './develop-chunks';

/**
 * One lazy chunk for the demos of a page instead of one per demo (decision 0030).
 *
 * webpack's runtime, which every page loads first, maps each lazy chunk's id to its file's hash.
 * With a chunk per demo that map grew with every demo written: at 770 demos it was 20 KiB of the
 * first-load JavaScript of every page, prose included, and it would have tripled with the Data
 * Grid guides. A demo module stays lazy (it runs when the demo nears the viewport); only its code,
 * and the package modules no other page needs, arrive together with the other demos of its page.
 */

const DEMOS_FOLDER = /^content[\\/][a-z]{2}[\\/](.+?)[\\/]demos[\\/]/;
const PLUGIN = 'PageDemoChunksPlugin';

/** `content/en/react-charts/bars/demos/BarClick.tsx` → `demos-react-charts-bars`; null outside a demos folder. */
export function pageDemoChunkName(module: ModuleWithResource | null, root: string = process.cwd()): string | null {
  if (!module?.resource) return null;
  const match = DEMOS_FOLDER.exec(path.relative(root, module.resource));
  return match?.[1] ? `demos-${match[1].replace(/[\\/]/g, '-')}` : null;
}

/** The parts of an `import()` in a built module that the plugin reads and names. */
export interface LazyImportBlock {
  chunkName?: string | null;
  readonly dependencies: readonly unknown[];
}

/**
 * Names every `import()` of a demo after the demo's page, so that webpack gives all the demos of
 * a page (in both languages) one chunk group and one file. The same as a `webpackChunkName`
 * comment on each `import()`, which the MDX compiler cannot write. Returns how many it named.
 */
export function nameDemoImports(
  blocks: Iterable<LazyImportBlock>,
  targetOf: (dependency: unknown) => ModuleWithResource | null,
  root: string = process.cwd(),
): number {
  let named = 0;
  for (const block of blocks) {
    const [dependency] = block.dependencies;
    const name = dependency === undefined ? null : pageDemoChunkName(targetOf(dependency), root);
    if (name) {
      block.chunkName = name;
      named += 1;
    }
  }
  return named;
}

/** The webpack plugin added to production builds: names demo imports once all modules are built. */
export class PageDemoChunksPlugin {
  constructor(private readonly root: string = process.cwd()) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const blocks = [...modules].flatMap((module) => module.blocks as unknown as LazyImportBlock[]);
        const targetOf = (dependency: unknown) =>
          compilation.moduleGraph.getModule(dependency as never) as ModuleWithResource | null;
        nameDemoImports(blocks, targetOf, this.root);
      });
    });
  }
}
