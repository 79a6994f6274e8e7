import { demoHash, parseDemoHash } from '../../src/components/demo/demo-hash';

describe('parseDemoHash', () => {
  it.each([
    ['#BasicDataGrid', { name: 'BasicDataGrid', styling: null, variant: null }],
    ['#BasicDataGrid.js', { name: 'BasicDataGrid', styling: null, variant: 'JS' }],
    ['#BasicDataGrid.tsx', { name: 'BasicDataGrid', styling: null, variant: 'TS' }],
    ['#css-Foo', { name: 'Foo', styling: 'css', variant: null }],
    ['#tailwind-Foo', { name: 'Foo', styling: 'tailwind', variant: null }],
    ['#system-Foo', { name: 'Foo', styling: 'system', variant: null }],
    ['#css-Foo.tsx', { name: 'Foo', styling: 'css', variant: 'TS' }],
  ])('reads %s', (hash, link) => {
    expect(parseDemoHash(hash)).toEqual(link);
  });

  it.each([
    '',
    '#',
    '#usage',
    '#with-apiref',
    '#Foo.ts',
    '#Foo.jsx',
    '#sass-Foo',
    '#css-',
    '#css-foo',
    'BasicDataGrid',
  ])('finds no demo in %j (heading anchors are lower case)', (hash) => {
    expect(parseDemoHash(hash)).toBeNull();
  });
});

describe('demoHash', () => {
  it('writes the hash parseDemoHash reads', () => {
    for (const link of [
      { name: 'Foo', styling: null, variant: null },
      { name: 'Foo', styling: 'tailwind', variant: 'JS' },
      { name: 'Foo', styling: null, variant: 'TS' },
    ] as const) {
      expect(parseDemoHash(demoHash(link))).toEqual(link);
    }
    expect(demoHash({ name: 'Foo', styling: 'css', variant: 'JS' })).toBe('#css-Foo.js');
  });
});
