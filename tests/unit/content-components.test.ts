import { mdxComponents } from '../../src/components/mdx/mdx-components';
import path from 'node:path';
import { PAGE_IMPORTED_COMPONENTS } from '../../src/data-layer/mdx/remark-import-components';
import { CONTENT_COMPONENTS } from '../../src/lib/content-components';

describe('content components', () => {
  it('checks at build time exactly the components the site renders', () => {
    // <Demo> and the page-imported components are not in the MDX provider: the build imports
    // them into the pages that use them.
    const rendered = [
      ...Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name)),
      ...Object.keys(PAGE_IMPORTED_COMPONENTS),
      'Demo',
    ];
    expect(rendered.sort()).toEqual(Object.keys(CONTENT_COMPONENTS).sort());
  });

  it('finds each page-imported component exported under its name by its module', async () => {
    for (const [name, file] of Object.entries(PAGE_IMPORTED_COMPONENTS)) {
      const exports = (await import(path.resolve(file))) as Record<string, unknown>;
      expect([name, typeof exports[name]]).toEqual([name, 'function']);
    }
  });
});
