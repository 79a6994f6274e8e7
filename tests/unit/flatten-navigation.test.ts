import { API_INTERFACES } from '../../content/api/api-list';
import { flatValidTree } from '../fixtures/navigation/valid-tree';

const flat = flatValidTree;
const byPath = (pathname: string) => {
  const entry = flat.find((item) => item.pathname === pathname);
  if (!entry) throw new Error(`missing ${pathname}`);
  return entry;
};

describe('flattenNavigation', () => {
  it('keeps the tree order as the one source of order', () => {
    expect(flat.map((entry) => entry.order)).toEqual(flat.map((_, index) => index));
    expect(flat.map((entry) => entry.pathname).slice(0, 4)).toEqual([
      'https://example.com/whats-new/',
      '/x/introduction-group',
      '/x/introduction',
      '/x/introduction/installation',
    ]);
  });

  it('derives prev/next over internal pages only, across groups and subheaders', () => {
    expect(byPath('/x/introduction').prev).toBeNull();
    expect(byPath('/x/introduction').next).toBe('/x/introduction/installation');
    expect(byPath('/x/introduction/installation').next).toBe('/x/react-data-grid');
    expect(byPath('/x/react-data-grid').next).toBe('/x/react-data-grid/column-definition');
    expect(byPath('/x/react-data-grid/aggregation').next).toBe('/x/api/data-grid/grid-api');
    expect(byPath('https://example.com/whats-new/').next).toBeNull();
    expect(byPath('/x/react-data-grid/columns').prev).toBeNull();
  });

  it('inherits the product from the top-level group', () => {
    expect(byPath('/x/react-data-grid/column-pinning').productId).toBe('x-data-grid');
    expect(byPath('/x/introduction/installation').productId).toBe('introduction');
    expect(byPath('https://example.com/whats-new/').productId).toBe('introduction');
  });

  it('records depth, parent, ancestors and children', () => {
    const pinning = byPath('/x/react-data-grid/column-pinning');
    expect(pinning.depth).toBe(3);
    expect(pinning.parentPathname).toBe('/x/react-data-grid/columns');
    expect(pinning.ancestors).toEqual([
      '/x/react-data-grid-group',
      '/x/react-data-grid/main-features',
      '/x/react-data-grid/columns',
    ]);
    expect(byPath('/x/react-data-grid/columns').childPathnames).toEqual([
      '/x/react-data-grid/column-definition',
      '/x/react-data-grid/column-pinning',
    ]);
  });

  it('links a group to its first page, and a page to itself', () => {
    expect(byPath('/x/react-data-grid/main-features').linkPathname).toBe('/x/react-data-grid/column-definition');
    expect(byPath('/x/react-data-grid-group').linkPathname).toBe('/x/react-data-grid');
    expect(byPath('/x/introduction').linkPathname).toBe('/x/introduction');
  });

  it('defaults plan and flags', () => {
    expect(byPath('/x/react-data-grid/column-definition')).toMatchObject({
      plan: 'community',
      newFeature: false,
      planned: false,
      unstable: false,
      isGroup: false,
      external: false,
    });
    expect(byPath('/x/react-data-grid/aggregation')).toMatchObject({ plan: 'premium', unstable: true, planned: true });
  });

  it('gives each entry its label in every language', () => {
    expect(byPath('/x/react-data-grid/column-definition').labels).toEqual({ en: 'Column definition', zh: '列定义' });
    expect(byPath('/x/react-data-grid/main-features').labels).toEqual({ en: 'Main features', zh: '主要功能' });
    expect(byPath('/x/react-data-grid/column-pinning').labels).toEqual({ en: 'Column pinning', zh: 'Column pinning' });
  });

  it('expands generated API entries in place, named the same in every language', () => {
    const api = flat.filter((entry) => entry.parentPathname === '/x/api/data-grid-group');
    expect(api[0]).toMatchObject({ pathname: '/x/api/data-grid/grid-api', labels: { en: 'GridApi', zh: 'GridApi' } });
    expect(api.length).toBe(API_INTERFACES.filter((entry) => entry.api === 'data-grid').length);
  });
});
