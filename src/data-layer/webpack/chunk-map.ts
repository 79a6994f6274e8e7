import fs from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** The parts of a webpack chunk group the map is made from. */
export interface NamedChunkGroup {
  readonly name?: string | null;
  readonly chunks: readonly { readonly name?: string | null; readonly files: Iterable<string> }[];
}

/**
 * Gatsby's `chunk-map.json`: for each named chunk group, the files of the group's own chunk.
 * Gatsby finds the group's own chunk by file name (a file whose name starts with the group's
 * name); lazy chunk files are named by their hash only (decision 0032), so the file is rebuilt
 * here by chunk name and stays accurate for any tool that reads it.
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

/** What every page gets instead of Gatsby's mapping (decision 0046). */
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping={};';

/**
 * The scripts slice with Gatsby's inline chunk mapping replaced by an empty object; null when
 * it has none. Gatsby 5 writes the mapping as a JSON string (it stringifies the file's text), so
 * the loader's `___chunkMapping[chunkName]` has always read `undefined`: the mapping never
 * served a prefetch, yet cost every page its full text (37 KB, growing with every page).
 */
export function withoutChunkMapping(slice: string): string | null {
  if (!SLICE_MAPPING.test(slice)) return null;
  return slice.replace(SLICE_MAPPING, () => EMPTY_CHUNK_MAPPING);
}

/**
 * Rewrites public/chunk-map.json, and empties the chunk mapping in the scripts slice Gatsby
 * writes into every page, once webpack is done: after Gatsby's own writer, whose plugin is registered before
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
      const rewritten = slice === null ? null : withoutChunkMapping(slice);
      if (rewritten !== null) await fs.writeFile(sliceFile, rewritten);
    });
  }
}
