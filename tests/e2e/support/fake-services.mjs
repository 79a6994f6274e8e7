import http from 'node:http';
import { FAKE_PORT } from './endpoints.mjs';

/**
 * One loopback server standing in for every outside service the site calls. It records each
 * request (method, path, headers, body) so tests can inspect what the site sent.
 */
export async function startFakeServices() {
  const requests = [];
  const handlers = new Map();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const record = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body };
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
    /** Serves a path with a custom handler `(record, response) => void`. */
    handle(pathname, handler) {
      handlers.set(pathname, handler);
    },
    /** Waits for a request to a path, returning its record. */
    async waitFor(pathname, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = requests.find((record) => record.path === pathname);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No request to ${pathname} within ${timeoutMs} ms.`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
