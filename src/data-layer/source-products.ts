import type { SourceNodesArgs } from 'gatsby';
import { LIBRARY_VERSION, PRODUCT_CATEGORY, products } from '../../content/navigation/products';
import { withTrailingSlash } from '../lib/paths';

/** The version menu of a product: this version first (a site-relative link), then older ones. */
export function productVersions(product: (typeof products)[number]) {
  return [
    { text: `v${LIBRARY_VERSION}`, href: withTrailingSlash(product.landingPathname), current: true },
    ...product.olderVersions.map((version) => ({ ...version, current: false })),
  ];
}

export function sourceProducts({ actions, createContentDigest }: SourceNodesArgs): void {
  for (const product of products) {
    const data = {
      metadata: product.metadata,
      name: product.name,
      categoryId: PRODUCT_CATEGORY.id,
      categoryName: PRODUCT_CATEGORY.name,
      landingPathname: product.landingPathname,
      versions: productVersions(product),
    };
    actions.createNode({
      ...data,
      id: product.id,
      internal: { type: 'Product', contentDigest: createContentDigest(data) },
    });
  }
}
