import http from 'node:http';
import { freePort } from '../../../scripts/lib/gatsby-serve.mjs';

/**
 * A host in front of the test site that sends one page's HTML in pieces, pausing before each
 * of the given markers, as a slow connection does; every other request is passed to the site.
 * A browser paints what it has parsed while it waits, so a layout that depends on markup still
 * to come shows as a layout shift.
 *
 * @param {string} origin the site's origin
 * @param {string} pagePath the page to trickle
 * @param {string[]} markers strings in the page's HTML to pause before, in document order
 * @param {number} pauseMs
 */
export async function startTrickleServer(origin, pagePath, markers, pauseMs = 600) {
  const html = await (await fetch(origin + pagePath)).text();
  const cuts = markers.map((marker) => {
    const at = html.indexOf(marker);
    if (at < 0) throw new Error(`The HTML of ${pagePath} has no "${marker}" to pause before.`);
    return at;
  });
  const bounds = [0, ...cuts, html.length];
  const pieces = bounds.slice(0, -1).map((start, index) => html.slice(start, bounds[index + 1]));
  const port = await freePort();
  const server = http.createServer(async (request, response) => {
    if (request.url === pagePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        response.write(piece);
      }
      response.end();
      return;
    }
    const upstream = await fetch(origin + request.url, { headers: { accept: request.headers.accept ?? '*/*' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
