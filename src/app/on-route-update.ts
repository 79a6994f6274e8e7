import type { GatsbyBrowser } from 'gatsby';
import { MAIN_CONTENT_ID } from '../components/layout/AppFrame';
import { navigationProgress } from '../components/layout/navigation-progress';

const ROUTER_WRAPPER_ID = 'gatsby-focus-wrapper';

/**
 * After a client-side navigation the new page has rendered: end the progress bar, and move focus
 * to the page content so keyboard and screen-reader users start at the new page rather than at
 * the link they followed. Links to an anchor keep the browser's own behaviour.
 *
 * Gatsby's router focuses its own wrapper element in an effect that runs after this hook, so we
 * move focus on when that happens (and, should it not happen, shortly after).
 */
export const onRouteUpdate: NonNullable<GatsbyBrowser['onRouteUpdate']> = ({ location, prevLocation }) => {
  navigationProgress.finish();
  if (!prevLocation || location.hash) {
    return;
  }
  const focusContent = () => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  const wrapper = document.getElementById(ROUTER_WRAPPER_ID);
  if (!wrapper) {
    focusContent();
    return;
  }
  const onWrapperFocus = (event: FocusEvent) => {
    if (event.target === wrapper) focusContent();
  };
  wrapper.addEventListener('focus', onWrapperFocus, { once: true });
  window.setTimeout(() => {
    wrapper.removeEventListener('focus', onWrapperFocus);
    const active = document.activeElement;
    if (active === document.body || active === wrapper) focusContent();
  }, 250);
};
