import { activeTrail, buildNavTree, type NavItem } from '../../src/components/nav/nav-tree';
import { flatValidTree } from '../fixtures/navigation/valid-tree';

const items: NavItem[] = flatValidTree;

describe('buildNavTree', () => {
  it('rebuilds the nested tree from the flat list', () => {
    const tree = buildNavTree(items);
    expect(tree.map((node) => node.item.pathname)).toEqual([
      'https://example.com/whats-new/',
      '/x/introduction-group',
      '/x/react-data-grid-group',
    ]);
    const grid = tree[2];
    expect(grid?.children.map((node) => node.item.pathname)).toEqual([
      '/x/react-data-grid',
      '/x/react-data-grid/main-features',
      '/x/api/data-grid-group',
    ]);
    expect(grid?.children[1]?.children[0]?.children.map((node) => node.item.labels.en)).toEqual([
      'Column definition',
      'Column pinning',
    ]);
  });
});

describe('activeTrail', () => {
  it('lists the groups to open for a page', () => {
    expect(activeTrail(items, '/x/react-data-grid/column-pinning')).toEqual([
      '/x/react-data-grid-group',
      '/x/react-data-grid/main-features',
      '/x/react-data-grid/columns',
    ]);
    expect(activeTrail(items, '/x/unknown')).toEqual([]);
  });
});
