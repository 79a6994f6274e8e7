import { flattenNavigation } from '../../src/data-layer/navigation/flatten-navigation';
import { validateProducts } from '../../src/data-layer/navigation/validate-products';
import { productVersions } from '../../src/data-layer/source-products';
import { pageTitles } from '../../content/navigation/page-titles';
import { LIBRARY_VERSION, PRODUCT_CATEGORY, products } from '../../content/navigation/products';
import { PRODUCT_IDS } from '../../content/navigation/types';
import { validTree } from '../fixtures/navigation/valid-tree';

const product = (id: string) => {
  const found = products.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('products', () => {
  it('defines every product id once, in the category "x"', () => {
    expect(products.map((candidate) => candidate.id).sort()).toEqual([...PRODUCT_IDS].sort());
    expect(PRODUCT_CATEGORY).toEqual({ id: 'x', name: 'MUI X' });
    expect(LIBRARY_VERSION).toBe('8.2.0');
  });

  it('puts the current version first, as a site-relative link to the product landing page', () => {
    expect(productVersions(product('x-data-grid'))[0]).toEqual({
      text: 'v8.2.0',
      href: '/x/react-data-grid/',
      current: true,
    });
  });

  it('links older versions to their own sites, per product', () => {
    expect(productVersions(product('introduction')).map((version) => version.href)).toEqual([
      '/x/introduction/',
      'https://v7.mui.com/x/introduction/',
      'https://v6.mui.com/x/introduction/',
      'https://v5.mui.com/x/introduction/',
      'https://v4.mui.com/components/data-grid/',
    ]);
    expect(productVersions(product('x-date-pickers')).at(-1)).toEqual({
      text: 'v5',
      href: 'https://v5.mui.com/x/react-date-pickers/getting-started/',
      current: false,
    });
    expect(productVersions(product('x-charts')).map((version) => version.text)).toEqual(['v8.2.0', 'v7', 'v6']);
  });

  it('gives Tree View its own menu, with trailing slashes (the reference gets both wrong)', () => {
    expect(productVersions(product('x-tree-view')).map((version) => version.href)).toEqual([
      '/x/react-tree-view/',
      'https://v7.mui.com/x/react-tree-view/',
      'https://v6.mui.com/x/react-tree-view/getting-started/',
    ]);
  });

  it('requires each product with pages to have its landing page in the navigation', () => {
    const nav = flattenNavigation(validTree, 'en', pageTitles);
    expect(validateProducts(products, nav, 'products.ts')).toEqual([]);
    const withoutLanding = nav.filter((entry) => entry.pathname !== '/x/react-data-grid');
    expect(validateProducts(products, withoutLanding, 'products.ts')).toEqual([
      {
        file: 'products.ts',
        message: expect.stringMatching(/"x-data-grid" has pages but its landing page "\/x\/react-data-grid"/),
      },
    ]);
  });
});
