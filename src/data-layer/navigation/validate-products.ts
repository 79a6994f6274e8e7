import type { ProductDefinition } from '../../../content/navigation/products';
import type { Problem } from '../problems';
import type { FlatNavEntry } from './flatten-navigation';

/**
 * A product's version menu points at its landing page, so every product that has pages in
 * the navigation must have that landing page among them.
 */
export function validateProducts(
  products: readonly ProductDefinition[],
  nav: readonly FlatNavEntry[],
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const product of products) {
    const pages = nav.filter((entry) => entry.productId === product.id && !entry.isGroup && !entry.external);
    if (pages.length > 0 && !pages.some((entry) => entry.pathname === product.landingPathname)) {
      problems.push({
        file,
        message: `Product "${product.id}" has pages but its landing page "${product.landingPathname}" is not in the navigation.`,
      });
    }
  }
  return problems;
}
