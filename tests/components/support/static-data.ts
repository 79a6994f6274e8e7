import { localizedText } from '../../../src/data-layer/navigation/nav-labels';
import { productVersions } from '../../../src/data-layer/source-products';
import { products } from '../../../content/navigation/products';
import { flatValidTree } from '../../fixtures/navigation/valid-tree';

/**
 * What the static queries return, built by the same data-layer functions the build uses, so
 * component tests see the real data shapes.
 */
export const staticData = {
  allNavPage: { nodes: flatValidTree },
  allProduct: {
    nodes: products.map((product) => ({
      id: product.id,
      metadata: product.metadata,
      landingPathname: product.landingPathname,
      name: localizedText(product.name, product.translations),
      versions: productVersions(product),
    })),
  },
  site: { siteMetadata: { siteUrl: 'https://docs.example', title: 'MUI X' } },
};
