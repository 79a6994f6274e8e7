import crypto from 'node:crypto';
import path from 'node:path';

/** The parts of a webpack chunk the shared chunk's name is made from. */
export interface NamedChunk {
  name?: string | null;
  groupsIterable: Iterable<{ origins: readonly { request?: string | null }[] }>;
}

/**
 * The name of a chunk of modules shared by several lazy chunks. Gatsby hashes the names of those
 * chunks, but a demo's chunk comes from `import()` without a name: any two sets of the same size
 * then hash alike ("nullnull…"), and webpack stops with "Cache group "shared" conflicts with
 * existing chunk". Unnamed chunks are identified by the requests that load them instead, relative
 * to the site so the names do not depend on where the repository is checked out.
 */
export function sharedChunkName(chunks: readonly NamedChunk[], root: string = process.cwd()): string {
  const keys = chunks.map((chunk) => {
    if (chunk.name) return chunk.name;
    const requests = [...chunk.groupsIterable]
      .flatMap((group) => group.origins.map((origin) => origin.request ?? ''))
      .map((request) => (path.isAbsolute(request) ? path.relative(root, request) : request));
    return `import(${requests.sort().join('|')})`;
  });
  return crypto.createHash('sha1').update(keys.join('\n')).digest('hex');
}
