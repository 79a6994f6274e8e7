import { parseContentFile } from '../../src/data-layer/content/content-file';

describe('parseContentFile', () => {
  it('maps content/<lang>/<path>/index.mdx to a page', () => {
    expect(parseContentFile('en/react-data-grid/editing/index.mdx')).toEqual({
      ok: true,
      lang: 'en',
      pathname: '/x/react-data-grid/editing',
      contentPath: 'react-data-grid/editing',
    });
    expect(parseContentFile('zh/introduction/index.mdx')).toMatchObject({
      ok: true,
      lang: 'zh',
      pathname: '/x/introduction',
    });
  });

  it.each([
    ['fr/introduction/index.mdx', /not under a language folder/],
    ['en/introduction/overview.mdx', /must be named index.mdx/],
    ['en/index.mdx', /must be named index.mdx/],
    ['en/Data_Grid/index.mdx', /folder name "Data_Grid"/],
  ])('rejects %s', (file, message) => {
    const result = parseContentFile(file);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });
});
