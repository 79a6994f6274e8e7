import { createSlugger, slugify } from '../../src/lib/slug';

describe('slugify', () => {
  it.each([
    ['Peer dependencies', 'peer-dependencies'],
    ['Default behaviour in 8.2.0', 'default-behaviour-in-820'],
    ['What is `apiRef`?', 'what-is-apiref'],
    ['Pro plan', 'pro-plan'],
    ['安装 Data Grid', '安装-data-grid'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('createSlugger', () => {
  it('numbers repeated headings like github-slugger', () => {
    const slug = createSlugger();
    expect([slug('Usage'), slug('Usage'), slug('Usage'), slug('Usage 1')]).toEqual([
      'usage',
      'usage-1',
      'usage-2',
      'usage-1-1',
    ]);
  });
});
