import { chunkMapOf, EMPTY_CHUNK_MAPPING, withoutChunkMapping } from '../../src/data-layer/webpack/chunk-map';

describe("Gatsby's chunk map, by chunk name", () => {
  it("lists each named group's own chunk files, whatever they are called, without source maps", () => {
    const page = 'component---src-templates-doc-page-tsx-content-file-path-content-en-introduction-index-mdx';
    const map = chunkMapOf([
      {
        name: 'app',
        chunks: [
          { name: 'webpack-runtime', files: ['webpack-runtime-1.js'] },
          { name: 'app', files: new Set(['app-2.js', 'app-2.js.map']) },
        ],
      },
      {
        name: page,
        chunks: [
          { name: null, files: ['0d3d7147a7a5.js'] },
          { name: page, files: ['2441c2227a54.js', '2441c2227a54.js.map'] },
        ],
      },
      { name: null, chunks: [{ name: null, files: ['aaaaaaaaaaaa.js'] }] },
    ]);
    expect(map).toEqual({ app: ['/app-2.js'], [page]: ['/2441c2227a54.js'] });
  });
});

describe('the chunk mapping in the scripts slice', () => {
  const gatsbyMapping = { app: ['/app-1.js'], 'component---a': ['/2441c2227a54.js'] };
  // As Gatsby 5 writes it: the text of chunk-map.json, stringified again.
  const slice = `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(gatsbyMapping))};</script><script>window.___webpackCompilationHash="h";</script>`;

  it("is a string as Gatsby writes it, so the loader's lookup by chunk name finds nothing", () => {
    const inline = /window\.___chunkMapping=(".*?[^\\]");/.exec(slice)?.[1] ?? '""';
    const mapping: unknown = JSON.parse(inline);
    expect(typeof mapping).toBe('string');
    expect((mapping as Record<string, unknown>)['component---a']).toBeUndefined();
  });

  it('is replaced by an empty object, leaving the rest of the slice', () => {
    const rewritten = withoutChunkMapping(slice) ?? '';
    expect(rewritten).toBe(
      `<script id="gatsby-chunk-mapping">${EMPTY_CHUNK_MAPPING}</script><script>window.___webpackCompilationHash="h";</script>`,
    );
    expect(rewritten).not.toContain('2441c2227a54');
  });

  it('is left alone once emptied, and a slice without one is not rewritten', () => {
    expect(withoutChunkMapping(withoutChunkMapping(slice) ?? '')).toBeNull();
    expect(withoutChunkMapping('<script>nothing</script>')).toBeNull();
  });
});
