import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/gatsby-serve.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Content-hashed files may be cached for good; everything else is revalidated, as a CDN would. */
function cacheControl(pathname) {
  return /[-.][0-9a-f]{20}\.(js|css)$|^\/static\//.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

function resolveFile(root, pathname) {
  const file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) return null;
  if (pathname.endsWith('/'))
    return fs.existsSync(path.join(file, 'index.html')) ? path.join(file, 'index.html') : null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/**
 * A static host for a built site whose directory can be swapped while it runs: the browser
 * keeps its origin (and its service worker) while the "deploy" changes underneath it.
 */
export async function startStaticServer(initialRoot) {
  let root = path.resolve(initialRoot);
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!pathname.endsWith('/') && !path.extname(pathname) && fs.existsSync(path.join(root, pathname, 'index.html'))) {
      response.writeHead(301, { location: `${pathname}/` });
      response.end();
      return;
    }
    const file = resolveFile(root, pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      response.end(fs.readFileSync(path.join(root, '404.html')));
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl(pathname),
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    origin: `http://localhost:${port}`,
    /** Serves another build from now on (a deploy). */
    deploy(nextRoot) {
      root = path.resolve(nextRoot);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
