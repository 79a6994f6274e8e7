/**
 * What the service worker caches, and where its files go. Pure: the build hook
 * (generate-service-worker.ts) feeds it the webpack stats and writes the files.
 */
import { HASHED_ASSET_PATTERN } from '../webpack/chunk-file-names';

/** Every language's pages live under one of these; each gets its own worker (see docs/decisions). */
export const WORKER_SCOPES = ['/x/', '/zh/x/'] as const;

/** The worker's support files (Workbox, idb-keyval, the precache manifest) live here. */
export const WORKER_SUPPORT_DIR = 'x/sw-support';

/** The page every unknown address gets; offline, an unvisited page renders it with an offline message. */
export const NOT_FOUND_CHUNK = 'component---src-templates-not-found-page-tsx';

export interface RuntimeRoute {
  urlPattern: RegExp;
  handler: 'CacheFirst' | 'NetworkFirst' | 'StaleWhileRevalidate';
  options?: { cacheName?: string };
}

/**
 * Runtime caching, in match order. Patterns that do not start with `^` match same-origin requests
 * only (Workbox needs a cross-origin match to start at the beginning of the URL), so ads and
 * analytics are never cached. HTML and page data are not here: the appended script handles them
 * network-first (src/service-worker/network-first-pages.js), which is what keeps content fresh
 * after a deploy.
 */
export function runtimeCaching(fontStylesheetUrl: string | null): RuntimeRoute[] {
  const fontStylesheet = fontStylesheetUrl ?? 'https://fonts.googleapis.com/css';
  return [
    // Content-hashed bundles, Gatsby's /static/ files, demo code and search indexes: their URL changes with their content.
    {
      urlPattern: new RegExp(
        `/(?:${HASHED_ASSET_PATTERN}|static/.+|(?:demo-code|x/search-index)/.+\\.[0-9a-f]{10}\\.json)$`,
      ),
      handler: 'CacheFirst',
    },
    // A language's search names file names the current deploy's full-text file: the network's
    // answer when there is one, the last one seen when offline (its full text is then cached above).
    { urlPattern: /\/x\/search-index\/[a-z]+-names\.json$/, handler: 'NetworkFirst' },
    // Images and fonts of the site itself.
    { urlPattern: /\/[^?]+\.(?:png|jpe?g|webp|avif|gif|svg|ico|woff2?)$/, handler: 'StaleWhileRevalidate' },
    // The web font stylesheet, when one is configured, and the font files it points at.
    { urlPattern: new RegExp(`^${escapeRegExp(fontStylesheet)}`), handler: 'StaleWhileRevalidate' },
    { urlPattern: /^https:\/\/fonts\.gstatic\.com\//, handler: 'CacheFirst' },
  ];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> } | undefined>;
}

/** The files a chunk group needs (scripts and styles), relative to public/. */
export function chunkGroupFiles(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups[chunkName];
  if (!group) {
    throw new Error(`webpack.stats.json has no chunk group "${chunkName}"; the offline page cannot be precached.`);
  }
  return group.assets
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => /\.(js|css)$/.test(name));
}

/**
 * The generated worker loads its support files with relative URLs, which would resolve against
 * each scope. This makes them absolute, pointing at WORKER_SUPPORT_DIR.
 */
export function absolutizeWorkerScript(source: string, supportFiles: readonly string[]): string {
  let result = source;
  for (const file of supportFiles) {
    const quoted = new RegExp(`(["'\`])${escapeRegExp(file)}`, 'g');
    result = result.replace(quoted, `$1/${WORKER_SUPPORT_DIR}/${file}`);
  }
  const unresolved = /importScripts\((["'`])(?!\/)([^"'`]+)\1\)/.exec(result);
  if (unresolved) {
    throw new Error(`The service worker imports "${unresolved[2]}" by a relative URL, which would break under /zh/x/.`);
  }
  return result;
}
