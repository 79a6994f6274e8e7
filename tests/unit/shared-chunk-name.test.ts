import { sharedChunkName, type NamedChunk } from '../../src/data-layer/webpack/shared-chunk-name';

/** A lazy chunk as webpack sees it: no name, loaded by one `import()` request. */
function lazyChunk(request: string): NamedChunk {
  return { name: null, groupsIterable: [{ origins: [{ request }] }] };
}

describe('sharedChunkName', () => {
  const root = '/repo';

  it('tells apart two sets of unnamed demo chunks of the same size', () => {
    const a = sharedChunkName([lazyChunk('/repo/demos/A'), lazyChunk('/repo/demos/B')], root);
    const b = sharedChunkName([lazyChunk('/repo/demos/C'), lazyChunk('/repo/demos/D')], root);
    expect(a).not.toBe(b);
  });

  it('gives the same set the same name, wherever the repository is', () => {
    const here = sharedChunkName([lazyChunk('/repo/demos/A'), lazyChunk('/repo/demos/B')], '/repo');
    const there = sharedChunkName([lazyChunk('/elsewhere/demos/A'), lazyChunk('/elsewhere/demos/B')], '/elsewhere');
    expect(here).toBe(there);
  });

  it('uses the name of a named chunk', () => {
    const named: NamedChunk = { name: 'app', groupsIterable: [] };
    expect(sharedChunkName([named, lazyChunk('/repo/demos/A')], root)).not.toBe(
      sharedChunkName([{ name: 'framework', groupsIterable: [] }, lazyChunk('/repo/demos/A')], root),
    );
  });
});
