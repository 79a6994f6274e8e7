import { validateNavigation } from '../../src/data-layer/navigation/validate-navigation';
import pages from '../../content/navigation/pages';
import { badTrees } from '../fixtures/navigation/bad-trees';
import { validTree } from '../fixtures/navigation/valid-tree';

const FILE = 'content/navigation/pages.ts';

describe('validateNavigation', () => {
  it('accepts a valid tree', () => {
    expect(validateNavigation(validTree, FILE)).toEqual([]);
  });

  it('accepts the site navigation', () => {
    expect(validateNavigation(pages, FILE)).toEqual([]);
  });

  it.each(badTrees)('rejects a tree with a $name, naming the file', ({ tree, expected }) => {
    const problems = validateNavigation(tree, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(FILE);
    expect(problems[0]?.message).toMatch(expected);
  });

  it('exempts components-api and hooks-api children from the duplicate check', () => {
    const tree = [
      {
        pathname: '/x/react-data-grid-group',
        children: [
          { pathname: '/x/react-data-grid/components-api' },
          { pathname: '/x/react-data-grid/components-api' },
          { pathname: '/x/react-data-grid/hooks-api' },
          { pathname: '/x/react-data-grid/hooks-api' },
        ],
      },
    ];
    expect(validateNavigation(tree, FILE)).toEqual([]);
  });
});
