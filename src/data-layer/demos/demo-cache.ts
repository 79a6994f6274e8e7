import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_KIT_DIR } from '../../lib/demo-kit';
import type { DemoRecord } from './load-demo';

/**
 * A cache of processed demos (JavaScript variant, highlighted code, preview, sandbox
 * dependencies) that outlives `gatsby clean`, keyed by everything the result depends on: the files
 * of the demo's folder, the code that processes them, and the versions sandboxes pin. Processing
 * one demo takes tens of milliseconds (Babel, Prettier, Prism); with hundreds of demos, the GraphQL
 * check, the two test builds and every clean build would each redo it.
 */
export const DEMO_CACHE_DIR = path.join('node_modules', '.cache', 'mui-x-docs', 'demos');

/** The code that turns a demo file into its record; a change to any of it invalidates the cache. */
const PROCESSING_CODE = ['src/data-layer/demos', 'src/data-layer/mdx/highlight.ts', 'src/lib/demo-code.ts'];

let codeDigest: string | null = null;

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

function digestOf(files: readonly string[], extra: string): string {
  const hash = crypto.createHash('sha1').update(extra);
  for (const file of files) {
    hash.update(`\0${file}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * The key of a demo's record: its folder's files (local modules and stylings included), the demo
 * kit's files (read on every call, so a kit edit in a running build is seen), and the processing.
 */
export function demoCacheKey(demosDir: string, name: string, dependencies: unknown, root = process.cwd()): string {
  codeDigest ??= digestOf(
    PROCESSING_CODE.flatMap((entry) => filesUnder(path.join(root, entry))),
    '',
  );
  const folderFiles = filesUnder(demosDir).map((file) => path.relative(demosDir, file));
  const kitDir = path.join(root, DEMO_KIT_DIR);
  const kitFiles = filesUnder(kitDir);
  const hash = crypto
    .createHash('sha1')
    .update(codeDigest)
    .update(JSON.stringify(dependencies))
    .update(path.relative(root, demosDir))
    .update(
      digestOf(
        folderFiles.map((file) => path.join(demosDir, file)),
        folderFiles.join('\n'),
      ),
    )
    .update(digestOf(kitFiles, kitFiles.map((file) => path.relative(kitDir, file)).join('\n')));
  return `${name}-${hash.digest('hex').slice(0, 20)}`;
}

/** The demo's record from the cache, or computed (and stored) by `load`. */
export async function cachedDemo(
  key: string,
  load: () => Promise<DemoRecord>,
  cacheDir = path.resolve(DEMO_CACHE_DIR),
): Promise<DemoRecord> {
  const file = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoRecord;
  } catch {
    // Not cached yet (or unreadable): process it.
  }
  const record = await load();
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed, so a parallel build never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(record));
  fs.renameSync(partial, file);
  return record;
}
