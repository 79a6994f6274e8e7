import { siteConfig } from '../../config/site-config';
import { mayRegisterOn, staticQueryUrls, workerScope } from './worker-scope';

/** The parts of Gatsby's loader the worker code needs (passed to every browser API). */
export interface PageLoader {
  loadPage: (pathname: string) => Promise<unknown>;
  getResourceURLsForPathname: (pathname: string) => string[] | null;
}

/** How often, once a new worker has taken over, the page checks whether it may reload (every 100 ms, as the reference does). */
const UPDATE_CHECK_MS = 100;
const APP_DATA_URL = '/page-data/app-data.json';
const NOT_FOUND_PATH = '/404.html';

function staticQueryHashesOf(page: unknown): string[] {
  const hashes = (page as { page?: { staticQueryHashes?: unknown } } | null)?.page?.staticQueryHashes;
  return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === 'string') : [];
}

/** Everything a page needs to render again without the network. */
async function resourcesFor(pathname: string, loader: PageLoader): Promise<string[]> {
  const page = await loader.loadPage(pathname).catch(() => null);
  return [...(loader.getResourceURLsForPathname(pathname) ?? []), ...staticQueryUrls(staticQueryHashesOf(page))];
}

/**
 * The scripts and styles this tab has loaded from the site: the page's whole chunk group
 * (Gatsby's map lists only each page's own chunk, not the chunks it shares with other pages).
 */
function loadedCode(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter((url) => url.origin === window.location.origin && /\.(?:js|css)$/.test(url.pathname))
    .map((url) => url.pathname);
}

/**
 * The first time a worker controls this tab, it has seen none of the requests that built the
 * page. Ask it to keep this page, and the 404 page that renders the offline message, for
 * reading offline.
 */
async function keepForOffline(worker: ServiceWorker, loader: PageLoader): Promise<void> {
  const { pathname } = window.location;
  const urls = [
    pathname,
    APP_DATA_URL,
    ...(await resourcesFor(pathname, loader)),
    ...(await resourcesFor(NOT_FOUND_PATH, loader)),
    ...loadedCode(),
  ];
  worker.postMessage({ docsApi: 'keepForOffline', urls: [...new Set(urls)] });
}

/**
 * A new worker took over after a deploy: reload as soon as the reader is on the tab, so the page
 * and its code come from the same build.
 */
function reloadWhenFocused(): void {
  window.___swUpdated = true;
  window.setInterval(() => {
    if (document.hasFocus()) window.location.reload();
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the offline worker for the current language's pages, on the allowed hosts of a
 * production build only. Failure (blocked by the browser, private mode) leaves the site online-only.
 */
export function registerServiceWorker(loader: PageLoader): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const scope = workerScope(window.location.pathname);
  if (!scope || !mayRegisterOn(window.location.hostname, siteConfig.serviceWorkerHosts)) return;

  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (hadController) {
      reloadWhenFocused();
    } else if (container.controller) {
      void keepForOffline(container.controller, loader);
    }
  });
  container.register(`${scope}sw.js`, { scope }).catch(() => {
    // The site works without the worker; nothing to tell the reader.
  });
}

declare global {
  interface Window {
    /** Set when a new worker has taken over (read by gatsby-plugin-offline's conventions). */
    ___swUpdated?: boolean;
  }
}
