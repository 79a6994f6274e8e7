import path from 'node:path';
import type { ModuleWithResource } from './develop-chunks';

/**
 * One lazy chunk for the demos of a page instead of one per demo (decision 0030).
 *
 * webpack's runtime, which every page loads first, maps each lazy chunk's id to its file's hash.
 * With a chunk per demo that map grew with every demo written: at 770 demos it was 20 KiB of the
 * first-load JavaScript of every page, prose included, and it would have tripled with the Data
 * Grid guides. A demo module stays lazy (it runs when the demo nears the viewport); only its code,
 * a few KiB beside the packages it uses, arrives together with the other demos of its page.
 */

const DEMOS_FOLDER = /^content[\\/][a-z]{2}[\\/](.+?)[\\/]demos[\\/]/;

/** `content/en/react-charts/bars/demos/BarClick.tsx` → `demos-react-charts-bars`; null outside a demos folder. */
export function pageDemoChunkName(module: ModuleWithResource, root: string = process.cwd()): string | null {
  if (!module.resource) return null;
  const match = DEMOS_FOLDER.exec(path.relative(root, module.resource));
  return match?.[1] ? `demos-${match[1].replace(/[\\/]/g, '-')}` : null;
}

/** The splitChunks group merged into the production configuration. */
export function pageDemoChunkGroup(root: string = process.cwd()) {
  return {
    test: (module: ModuleWithResource & { type?: string }) =>
      (module.type ?? '').startsWith('javascript') && pageDemoChunkName(module, root) !== null,
    chunks: 'async' as const,
    enforce: true,
    priority: 50,
    reuseExistingChunk: false,
    name: (module: ModuleWithResource) => pageDemoChunkName(module, root) ?? 'demos',
  };
}
