import { stripNulBytes } from '../../src/data-layer/html/strip-nul-bytes';
import { pageFilterFromEnv } from '../../src/data-layer/pages/page-filter';

describe('stripNulBytes', () => {
  it('removes NUL bytes left between multi-byte characters and counts them', () => {
    expect(stripNulBytes('<h2 id="pro-\0功能">Pro \0\0功能</h2>')).toEqual({
      html: '<h2 id="pro-功能">Pro 功能</h2>',
      removed: 3,
    });
  });

  it('leaves clean HTML alone', () => {
    expect(stripNulBytes('<p>数据表格</p>')).toEqual({ html: '<p>数据表格</p>', removed: 0 });
  });
});

describe('pageFilterFromEnv', () => {
  it('builds every page when unset or empty', () => {
    expect(pageFilterFromEnv(undefined)).toBeNull();
    expect(pageFilterFromEnv(' ')).toBeNull();
  });

  it('keeps pages under any of the prefixes', () => {
    const only = pageFilterFromEnv('/x/introduction/, /x/react-data-grid/editing');
    expect(only?.('/x/introduction')).toBe(true);
    expect(only?.('/x/introduction/licensing')).toBe(true);
    expect(only?.('/x/react-data-grid/editing')).toBe(true);
    expect(only?.('/x/react-data-grid/editing-events')).toBe(false);
    expect(only?.('/x/react-data-grid')).toBe(false);
  });

  it('names a value that is not a page path', () => {
    expect(() => pageFilterFromEnv('introduction')).toThrow('DOCS_PAGES: "introduction" is not a page path');
  });
});
