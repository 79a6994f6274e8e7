/**
 * Which service worker, if any, a page belongs to. Each language's pages are one scope with its
 * own worker file (`/x/sw.js`, `/zh/x/sw.js`); see docs/decisions/0011-service-worker-scopes.md.
 */
export function workerScope(pathname: string): '/x/' | '/zh/x/' | null {
  if (pathname.startsWith('/zh/x/')) return '/zh/x/';
  if (pathname.startsWith('/x/')) return '/x/';
  return null;
}

/** The worker registers on the production docs host only (tests add `localhost`). */
export function mayRegisterOn(hostname: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.includes(hostname);
}

/** Static query results a page uses, as URLs. */
export function staticQueryUrls(hashes: readonly string[]): string[] {
  return hashes.map((hash) => `/page-data/sq/d/${hash}.json`);
}
