import fs from 'node:fs';
import vm from 'node:vm';
import { mayRegisterOn, staticQueryUrls, workerScope } from '../../src/app/service-worker/worker-scope';
import {
  absolutizeWorkerScript,
  chunkGroupFiles,
  runtimeCaching,
  WORKER_SUPPORT_DIR,
  type RuntimeRoute,
} from '../../src/data-layer/offline/worker-config';

describe('workerScope', () => {
  it('puts each language’s pages under its own worker', () => {
    expect(workerScope('/x/react-data-grid/editing/')).toBe('/x/');
    expect(workerScope('/zh/x/react-data-grid/editing/')).toBe('/zh/x/');
  });

  it('leaves pages outside the docs without a worker', () => {
    expect(workerScope('/')).toBeNull();
    expect(workerScope('/playground/')).toBeNull();
    expect(workerScope('/404.html')).toBeNull();
    expect(workerScope('/xyz/')).toBeNull();
  });
});

describe('mayRegisterOn', () => {
  it('allows the configured hosts only', () => {
    expect(mayRegisterOn('mui.com', ['mui.com'])).toBe(true);
    expect(mayRegisterOn('localhost', ['mui.com'])).toBe(false);
    expect(mayRegisterOn('127.0.0.1', ['localhost'])).toBe(false);
    expect(mayRegisterOn('evil-mui.com', ['mui.com'])).toBe(false);
  });
});

describe('staticQueryUrls', () => {
  it('maps query hashes to their result files', () => {
    expect(staticQueryUrls(['1', '22'])).toEqual(['/page-data/sq/d/1.json', '/page-data/sq/d/22.json']);
  });
});

/**
 * Workbox's own router (the version gatsby-plugin-offline ships), loaded as the worker loads it,
 * so the routes are matched exactly as the service worker matches them.
 */
function workboxRouting(origin: string) {
  // The little of a worker's global scope the two modules read while loading.
  const context = vm.createContext({
    location: new URL(origin),
    URL,
    registration: { scope: `${origin}/x/` },
    IDBObjectStore: class {},
  });
  vm.runInContext('self = this;', context);
  for (const file of ['workbox-core/build/workbox-core.prod.js', 'workbox-routing/build/workbox-routing.prod.js']) {
    vm.runInContext(fs.readFileSync(require.resolve(file), 'utf8'), context);
  }
  return (context as unknown as { workbox: { routing: WorkboxRouting } }).workbox.routing;
}

interface WorkboxRouting {
  Router: new () => {
    registerRoute(route: unknown): void;
    findMatchingRoute(options: { url: URL; request: { method: string } }): { route?: { handler: RuntimeRoute } };
  };
  RegExpRoute: new (pattern: RegExp, handler: RuntimeRoute) => unknown;
}

describe('runtimeCaching', () => {
  const routes = runtimeCaching('http://127.0.0.1:47391/fonts/css');
  const { Router, RegExpRoute } = workboxRouting('http://localhost');
  const router = new Router();
  // In order, as workbox-build writes them into the worker.
  for (const route of routes) router.registerRoute(new RegExpRoute(route.urlPattern, route));
  const routeFor = (url: string) =>
    router.findMatchingRoute({ url: new URL(url), request: { method: 'GET' } }).route?.handler;

  it('caches content-hashed bundles and demo code for good', () => {
    expect(routeFor('http://localhost/app-14743d2e39a9ab0d1c62.js')?.handler).toBe('CacheFirst');
    expect(routeFor('http://localhost/3f2a9c0d1b4e.js')?.handler).toBe('CacheFirst');
    expect(routeFor('http://localhost/x/sw-support/idb-keyval-3.2.0-iife.min.js')).toBeUndefined();
    expect(routeFor('http://localhost/styles.03f5225a2fb1ccf2f23e.css')?.handler).toBe('CacheFirst');
    expect(routeFor('http://localhost/demo-code/react-data-grid-InventoryGrid.ebd5b22a90.json')?.handler).toBe(
      'CacheFirst',
    );
  });

  it('keeps full-text index files for good and asks the network for a names file first', () => {
    expect(routeFor('http://localhost/x/search-index/en-text.0123456789.json')?.handler).toBe('CacheFirst');
    expect(routeFor('http://localhost/x/search-index/zh-text.abcdef0123.json')?.handler).toBe('CacheFirst');
    expect(routeFor('http://localhost/x/search-index/en-names.json')?.handler).toBe('NetworkFirst');
    expect(routeFor('http://localhost/x/search-index/zh-names.json')?.handler).toBe('NetworkFirst');
    expect(routeFor('http://localhost/x/search-index/en-text.json')).toBeUndefined();
  });

  it('leaves pages and page data to the network-first routes', () => {
    expect(routeFor('http://localhost/x/introduction/')).toBeUndefined();
    expect(routeFor('http://localhost/page-data/x/introduction/page-data.json')).toBeUndefined();
    expect(routeFor('http://localhost/page-data/app-data.json')).toBeUndefined();
    expect(routeFor('http://localhost/page-data/sq/d/2274161303.json')).toBeUndefined();
  });

  it('never caches ads or analytics from other origins', () => {
    expect(routeFor('http://127.0.0.1:47391/ads/script.js')).toBeUndefined();
    expect(routeFor('https://cdn.carbonads.com/carbon.js?serve=X')).toBeUndefined();
    expect(routeFor('https://srv.buysellads.com/ads/X.json')).toBeUndefined();
    expect(routeFor('https://www.googletagmanager.com/gtag/js?id=G-1')).toBeUndefined();
    expect(routeFor('https://cdn.example.com/banner.png')).toBeUndefined();
  });

  it('keeps the configured font stylesheet fresh and font files for good', () => {
    expect(routeFor('http://127.0.0.1:47391/fonts/css?family=Inter')?.handler).toBe('StaleWhileRevalidate');
    expect(routeFor('https://fonts.gstatic.com/s/inter/v1/a.woff2')?.handler).toBe('CacheFirst');
    expect(
      runtimeCaching(null).some((route) => route.urlPattern.test('https://fonts.googleapis.com/css2?family=Inter')),
    ).toBe(true);
  });
});

describe('chunkGroupFiles', () => {
  const stats = {
    namedChunkGroups: {
      'component---src-templates-not-found-page-tsx': {
        assets: [{ name: 'styles.1.css' }, { name: 'component---a-1.js' }, { name: 'component---a-1.js.map' }],
      },
    },
  };

  it('lists the scripts and styles of a chunk group', () => {
    expect(chunkGroupFiles(stats, 'component---src-templates-not-found-page-tsx')).toEqual([
      'styles.1.css',
      'component---a-1.js',
    ]);
  });

  it('names the missing chunk group', () => {
    expect(() => chunkGroupFiles(stats, 'component---missing')).toThrow(
      'webpack.stats.json has no chunk group "component---missing"',
    );
  });
});

describe('absolutizeWorkerScript', () => {
  const worker = [
    'importScripts("workbox-v4.3.1/workbox-sw.js");',
    'workbox.setConfig({modulePathPrefix: "workbox-v4.3.1"});',
    'importScripts(`idb-keyval-3.2.0-iife.min.js`)',
  ].join('\n');

  it('points the support files at one absolute folder, for every scope', () => {
    const result = absolutizeWorkerScript(worker, ['workbox-v4.3.1', 'idb-keyval-3.2.0-iife.min.js']);
    expect(result).toContain(`importScripts("/${WORKER_SUPPORT_DIR}/workbox-v4.3.1/workbox-sw.js")`);
    expect(result).toContain(`modulePathPrefix: "/${WORKER_SUPPORT_DIR}/workbox-v4.3.1"`);
    expect(result).toContain(`importScripts(\`/${WORKER_SUPPORT_DIR}/idb-keyval-3.2.0-iife.min.js\`)`);
  });

  it('refuses to leave a relative import behind', () => {
    expect(() => absolutizeWorkerScript(worker, ['workbox-v4.3.1'])).toThrow(
      'imports "idb-keyval-3.2.0-iife.min.js" by a relative URL',
    );
  });
});
