import { mdxComponents } from '../../src/components/mdx/mdx-components';
import { CONTENT_COMPONENTS } from '../../src/lib/content-components';

describe('content components', () => {
  it('checks at build time exactly the components the site renders', () => {
    // <Demo> is not in the MDX provider: the build imports the demo container into the pages that use it.
    const rendered = [...Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name)), 'Demo'];
    expect(rendered.sort()).toEqual(Object.keys(CONTENT_COMPONENTS).sort());
  });
});
