import type { ProductId } from '../../content/navigation/types';
import { isProductId } from '../../content/navigation/types';

/** The size social networks show a large card at (Open Graph and Twitter's `summary_large_image`). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a product's social card is served from: one image per product, at the site root. */
export function socialCardPath(productId: ProductId): string {
  return `/social/${productId}.png`;
}

/** The card a page shares: its product's, or the umbrella card for pages outside the products. */
export function socialCardFor(productId: string): string {
  return socialCardPath(isProductId(productId) ? productId : 'introduction');
}
