import type { SourceNodesArgs } from 'gatsby';
import { products } from '../../content/navigation/products';
import { LIBRARY_VERSION, PRODUCT_CATEGORY } from '../config/library';
import { withTrailingSlash } from '../lib/paths';
import { localizedText } from './navigation/nav-labels';

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
      name: localizedText(product.name, product.translations),
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
