import http from 'node:http';
import { FAKE_ORIGIN, FAKE_PATHS, FAKE_PORT } from '../../../scripts/lib/test-endpoints.mjs';

/** What a partner ad script does: draw its placement next to its own script tag. */
export const FAKE_AD_SCRIPT = `(function () {
  var script = document.getElementById('_carbonads_js');
  if (!script) return;
  var placement = document.createElement('div');
  placement.id = 'carbonads';
  placement.innerHTML = '<a href="${FAKE_ORIGIN}${FAKE_PATHS.adClick}">Fake partner: build faster with a test double.</a>';
  script.parentNode.insertBefore(placement, script);
})();`;

/** The ad server's list: one empty record (skipped), then one usable ad. */
export const FAKE_AD_LIST = {
  ads: [
    {},
    {
      company: 'Test Double Inc',
      description: 'Fakes for every outside service.',
      image: `${FAKE_ORIGIN}/ads/image.png`,
      statlink: `${FAKE_ORIGIN}${FAKE_PATHS.adClick}`,
      statimp: `${FAKE_ORIGIN}/ads/impression`,
      pixel: `${FAKE_ORIGIN}/ads/pixel?t=[timestamp]`,
      timestamp: '1700000000',
    },
  ],
};

function send(response, type, body) {
  response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
  response.end(body);
}

/** Answers the site's outside calls get unless a test installs its own handler. */
const DEFAULT_HANDLERS = {
  [FAKE_PATHS.adScript]: (_, response) => send(response, 'application/javascript', FAKE_AD_SCRIPT),
  [FAKE_PATHS.adServer]: (_, response) => send(response, 'application/json', JSON.stringify(FAKE_AD_LIST)),
  // The analytics tag: the page's own queue (window.dataLayer) is what tests read.
  [FAKE_PATHS.gtag]: (_, response) => send(response, 'application/javascript', '/* fake analytics tag */'),
  [FAKE_PATHS.fonts]: (_, response) => send(response, 'text/css', '/* fake font stylesheet: system fonts */'),
  // The page-feedback service takes the post (recorded like every request) and says so. The site
  // posts JSON as text/plain, a CORS simple request: no OPTIONS preflight is answered here, so a
  // post that needed one would fail its test.
  [FAKE_PATHS.feedback]: (_, response) => send(response, 'application/json', '{"ok":true}'),
};

/**
 * One loopback server standing in for every outside service the site calls. It records each
 * request (method, path, headers, body) so tests can inspect what the site sent.
 */
export async function startFakeServices() {
  const requests = [];
  const handlers = new Map(Object.entries(DEFAULT_HANDLERS));
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const record = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(record);
      const handler = handlers.get(url.pathname);
      if (handler) {
        handler(record, response);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' });
      response.end('<!doctype html><title>Fake service</title><p>Recorded.</p>');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(FAKE_PORT, '127.0.0.1', resolve);
  });
  return {
    requests,
    /** Serves a path with a custom handler `(record, response) => void`; returns an undo function. */
    handle(pathname, handler) {
      handlers.set(pathname, handler);
      return () => handlers.set(pathname, DEFAULT_HANDLERS[pathname]);
    },
    /**
     * Makes the next request to a path fail with `status` (a 503 by default), as a service that is
     * down would; the one after is served as before.
     */
    failNext(pathname, status = 503) {
      const previous = handlers.get(pathname);
      handlers.set(pathname, (_, response) => {
        handlers.set(pathname, previous);
        response.writeHead(status, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
        response.end('Service unavailable (fake)');
      });
    },
    /** How many requests have been recorded: pass it to `waitFor` to skip those. */
    mark: () => requests.length,
    /**
     * Waits for a request to a path, returning its record; `after` (from `mark()`) skips the
     * requests recorded before it, so a test does not read another test's request.
     */
    async waitFor(pathname, timeoutMs = 10_000, after = 0) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = requests.slice(after).find((record) => record.path === pathname);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No request to ${pathname} within ${timeoutMs} ms.`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
