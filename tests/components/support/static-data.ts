import { flattenNavigation } from '../../../src/data-layer/navigation/flatten-navigation';
import { productVersions } from '../../../src/data-layer/source-products';
import { pageTitles } from '../../../content/navigation/page-titles';
import { products } from '../../../content/navigation/products';
import { validTree } from '../../fixtures/navigation/valid-tree';

/**
 * What the static queries return, built by the same data-layer functions the build uses, so
 * component tests see the real data shapes.
 */
export const staticData = {
  allNavPage: { nodes: flattenNavigation(validTree, 'en', pageTitles) },
  allProduct: {
    nodes: products.map((product) => ({
      id: product.id,
      metadata: product.metadata,
      name: product.name,
      versions: productVersions(product),
    })),
  },
  site: { siteMetadata: { siteUrl: 'https://docs.example', title: 'MUI X' } },
};
