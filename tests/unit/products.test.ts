import fs from 'node:fs';
import path from 'node:path';
import { validateProducts } from '../../src/data-layer/navigation/validate-products';
import { productVersions } from '../../src/data-layer/source-products';
import { products } from '../../content/navigation/products';
import { LIBRARY_VERSION } from '../../src/config/library';
import { PRODUCT_IDS } from '../../content/navigation/types';
import { flatValidTree } from '../fixtures/navigation/valid-tree';

const installedVersion = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

const product = (id: string) => {
  const found = products.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('products', () => {
  it('defines every product id once', () => {
    expect(products.map((candidate) => candidate.id).sort()).toEqual([...PRODUCT_IDS].sort());
  });

  it('documents the version of the MUI X packages the site installs', () => {
    for (const name of ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view']) {
      expect(`${name}@${installedVersion(name)}`).toBe(`${name}@${LIBRARY_VERSION}`);
    }
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
    const nav = flatValidTree;
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
