import fs from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** The parts of a webpack chunk group the map is made from. */
export interface NamedChunkGroup {
  readonly name?: string | null;
  readonly chunks: readonly { readonly name?: string | null; readonly files: Iterable<string> }[];
}

/**
 * Gatsby's `chunk-map.json` (written into every page as `window.___chunkMapping`): for each named
 * chunk group, the files of the group's own chunk. Gatsby's loader reads it to prefetch the code
 * of a page a link points at, and the offline worker to keep a page's code. Gatsby finds the
 * group's own chunk by file name (a file whose name starts with the group's name); lazy chunk
 * files are named by their hash only (decision 0032), so the map is rebuilt here by chunk name.
 */
export function chunkMapOf(groups: Iterable<NamedChunkGroup>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    if (!group.name) continue;
    map[group.name] = group.chunks
      .filter((chunk) => chunk.name === group.name)
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => !file.endsWith('.map'))
      .map((file) => `/${file}`);
  }
  return map;
}

const PLUGIN = 'ChunkMapByChunkNamePlugin';

/** `window.___chunkMapping=…;` in the scripts slice Gatsby stitches into every page. */
const SLICE_MAPPING = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/;

/** The scripts slice with its chunk mapping replaced; null when it has none. */
export function withChunkMapping(slice: string, map: Record<string, string[]>): string | null {
  if (!SLICE_MAPPING.test(slice)) return null;
  const mapping = `window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};`;
  return slice.replace(SLICE_MAPPING, () => mapping);
}

/**
 * Rewrites public/chunk-map.json, and the chunk mapping in the scripts slice Gatsby writes into
 * every page, once webpack is done: after Gatsby's own writer, whose plugin is registered before
 * ours. Gatsby then finds the slice changed and stitches it into the pages again.
 */
export class ChunkMapByChunkNamePlugin {
  constructor(private readonly publicDir: string = path.resolve('public')) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise(PLUGIN, async (stats) => {
      const map = chunkMapOf(stats.compilation.chunkGroups as unknown as NamedChunkGroup[]);
      await fs.writeFile(path.join(this.publicDir, 'chunk-map.json'), JSON.stringify(map));
      const sliceFile = path.join(this.publicDir, '_gatsby', 'slices', '_gatsby-scripts-1.html');
      const slice = await fs.readFile(sliceFile, 'utf8').catch(() => null);
      const rewritten = slice === null ? null : withChunkMapping(slice, map);
      if (rewritten !== null) await fs.writeFile(sliceFile, rewritten);
    });
  }
}
