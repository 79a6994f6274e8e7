import type { GatsbyBrowser } from 'gatsby';
import { MAIN_CONTENT_ID } from '../components/layout/AppFrame';

/**
 * After a client-side navigation, move focus to the page content so keyboard and screen-reader
 * users start at the new page rather than at the link they followed. Links to an anchor keep
 * the browser's own behaviour.
 */
export const onRouteUpdate: NonNullable<GatsbyBrowser['onRouteUpdate']> = ({ location, prevLocation }) => {
  if (!prevLocation || location.hash) {
    return;
  }
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
};
