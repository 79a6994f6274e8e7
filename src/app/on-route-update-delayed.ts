import type { GatsbyBrowser } from 'gatsby';
import { navigationProgress } from '../components/layout/navigation-progress';

/**
 * Gatsby's own signal that a navigation is slow (after a second). The bar normally started long
 * before (navigation-starts.ts); this keeps it working should that hook ever miss a navigation.
 */
export const onRouteUpdateDelayed: NonNullable<GatsbyBrowser['onRouteUpdateDelayed']> = () => {
  navigationProgress.start();
};
