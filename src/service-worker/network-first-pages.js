/* global workbox, navigationRoute */
/**
 * Appended to the worker gatsby-plugin-offline generates (src/data-layer/offline/). The plugin
 * answers navigations from its app shell whenever a page's files are cached, so readers keep
 * seeing an old build after a deploy. Here pages and page data come from the network first;
 * the cache is only the offline fallback:
 *
 * - a page: the network; offline, the copy saved when it was last visited, else the app shell
 *   (the site then renders its 404 page, which says the reader is offline);
 * - page data: the network; offline, the saved copy, else a 404 answer, which makes Gatsby
 *   render that 404 page rather than fail.
 */
const SCOPE = self.registration.scope;
const PAGES_CACHE = `mui-x-docs-pages-${SCOPE}`;
const PAGE_DATA_CACHE = `mui-x-docs-page-data-${SCOPE}`;
const APP_SHELL = '/offline-plugin-app-shell-fallback/index.html';
const MAX_PAGES = 300;

const pages = new workbox.strategies.NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [new workbox.expiration.Plugin({ maxEntries: MAX_PAGES })],
  matchOptions: { ignoreSearch: true },
});

// The plugin's navigation route (defined above this script) now answers with this handler.
// Workbox's router has no public way to remove a route; a Route's `handler` is public.
navigationRoute.handler = {
  handle: async (context) => {
    try {
      return await pages.handle(context);
    } catch {
      const shell = await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL));
      return shell || Response.error();
    }
  },
};

const pageData = new workbox.strategies.NetworkFirst({
  cacheName: PAGE_DATA_CACHE,
  plugins: [new workbox.expiration.Plugin({ maxEntries: MAX_PAGES * 2 })],
});

workbox.routing.registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/page-data/'),
  async (context) => {
    try {
      return await pageData.handle(context);
    } catch {
      return new Response('{"offline":true}', { status: 404, headers: { 'content-type': 'application/json' } });
    }
  },
);

/** The site asks, once the worker first controls a page, to keep that page for offline reading. */
self.addEventListener('message', (event) => {
  const { docsApi, urls } = event.data || {};
  if (docsApi !== 'keepForOffline' || !Array.isArray(urls)) return;
  event.waitUntil(
    Promise.all(
      urls.map(async (raw) => {
        const url = new URL(raw, self.location.origin);
        if (url.origin !== self.location.origin) return;
        const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
        if (!response || !response.ok) return;
        const isPage = (response.headers.get('content-type') || '').includes('text/html');
        const cacheName = isPage
          ? PAGES_CACHE
          : url.pathname.startsWith('/page-data/')
            ? PAGE_DATA_CACHE
            : workbox.core.cacheNames.runtime;
        const cache = await caches.open(cacheName);
        await cache.put(url.href, response);
      }),
    ),
  );
});
