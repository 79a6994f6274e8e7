import { navigationProgress } from '../components/layout/navigation-progress';

declare global {
  interface Window {
    /**
     * Gatsby's client-side navigation: its `Link` and `navigate` both call it
     * (gatsby/cache-dir/navigation.js), before the next page's data and code are fetched.
     */
    ___navigate?: (to: string | number, options?: unknown) => void;
  }
}

/**
 * Starts the navigation progress when a client-side navigation starts. Gatsby has no hook for
 * that moment: `onPreRouteUpdate` runs once the next page has loaded, just before it renders, and
 * `onRouteUpdateDelayed` only after a second. So we wrap the function every navigation goes
 * through. Should a Gatsby release rename it, this does nothing and the bar falls back to
 * `onRouteUpdateDelayed`. Called once the app has rendered, when Gatsby has set the function in
 * both development and production.
 */
export function watchNavigationStarts(): void {
  const navigate = window.___navigate;
  if (typeof navigate !== 'function') return;
  window.___navigate = (to, options) => {
    // A number moves through the history (back, forward), which the router handles itself.
    if (typeof to === 'string') navigationProgress.start();
    navigate(to, options);
  };
}
