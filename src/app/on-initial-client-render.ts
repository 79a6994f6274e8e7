import type { GatsbyBrowser } from 'gatsby';
import { watchNavigationStarts } from './navigation-starts';
import { registerServiceWorker } from './service-worker/register-service-worker';

/**
 * Once React has taken over the server-rendered page: mark `<html>` (browser tests wait for it;
 * styles could use it for enhancements that need scripts), watch for navigations starting (the
 * progress bar), then register the offline worker.
 */
export const onInitialClientRender: NonNullable<GatsbyBrowser['onInitialClientRender']> = (args) => {
  document.documentElement.dataset.hydrated = 'true';
  watchNavigationStarts();
  const { loadPage, getResourceURLsForPathname } = args as typeof args & {
    loadPage: (pathname: string) => Promise<unknown>;
    getResourceURLsForPathname: (pathname: string) => string[] | null;
  };
  registerServiceWorker({ loadPage, getResourceURLsForPathname });
};
