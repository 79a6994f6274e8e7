import { chunkMapOf, withChunkMapping } from '../../src/data-layer/webpack/chunk-map';

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
  it('is replaced as a JSON string, leaving the rest of the slice', () => {
    const old = { app: ['/app-1.js'], 'component---a': [] };
    const slice = `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(old))};</script><script>window.___webpackCompilationHash="h";</script>`;
    const map = { app: ['/app-1.js'], 'component---a': ['/2441c2227a54.js'] };
    const rewritten = withChunkMapping(slice, map);
    const inline = /window\.___chunkMapping=(".*?[^\\]");/.exec(rewritten ?? '')?.[1] ?? '""';
    expect(JSON.parse(JSON.parse(inline) as string)).toEqual(map);
    expect(rewritten).toContain('<script>window.___webpackCompilationHash="h";</script>');
    expect(withChunkMapping('<script>nothing</script>', map)).toBeNull();
  });
});
