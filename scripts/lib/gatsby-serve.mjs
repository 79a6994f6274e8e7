import net from 'node:net';
import path from 'node:path';
import { spawnGroup, stopGroup } from './process-group.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before answering ${url}.`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${url}.`);
}

/**
 * Serves the built site with `gatsby serve` on 127.0.0.1, as `npm start` does. The server runs
 * in its own process group so that `stop` ends it and nothing else.
 */
export async function startGatsbyServe({ port } = {}) {
  const chosen = port ?? (await freePort());
  const child = spawnGroup(
    process.execPath,
    [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'serve', '-H', '127.0.0.1', '-p', String(chosen)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    },
  );
  // Browse through 127.0.0.1, a host the test build does not allow the service worker on: the
  // worker's own suite (offline.mjs) serves the site on localhost with a server of its own.
  const origin = `http://127.0.0.1:${chosen}`;
  await waitForHttp(`http://127.0.0.1:${chosen}/x/introduction/`, 60_000, child);
  return { origin, port: chosen, stop: () => stopGroup(child) };
}
