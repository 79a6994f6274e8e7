import { readBuildEnv } from '../../config/build-env';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import * as offline from 'gatsby-plugin-offline/gatsby-node';
import {
  absolutizeWorkerScript,
  chunkGroupFiles,
  NOT_FOUND_CHUNK,
  runtimeCaching,
  WORKER_SCOPES,
  WORKER_SUPPORT_DIR,
} from './worker-config';

const PUBLIC = path.resolve('public');
/** What Workbox and the plugin write next to the worker. */
const SUPPORT_FILE = /^(workbox-v[\d.]+|idb-keyval-[\d.]+-iife\.min\.js|precache-manifest\.[0-9a-f]+\.js)$/;
const APPENDED_SCRIPT = path.resolve('src/service-worker/network-first-pages.js');

/**
 * gatsby-plugin-offline generates the worker, but the site calls its hooks itself instead of
 * listing it in gatsby-config: listed, its browser half would register `/sw.js` for the whole
 * origin on any host. Here the worker is served at `/x/sw.js` (and `/zh/x/sw.js`), registered by
 * src/app/service-worker/ on the configured hosts only.
 */
/** Copies the plugin's app shell component into the cache, for createAppShellPage. */
export function prepareAppShell(cache: { directory: string }): void {
  offline.onPreBootstrap({ cache });
}

/** The offline app shell page (production builds only). */
export function createAppShellPage(args: Parameters<typeof offline.createPages>[0]): void {
  offline.createPages(args);
}

export async function generateServiceWorker({
  pathPrefix,
  reporter,
}: Pick<BuildArgs, 'pathPrefix' | 'reporter'>): Promise<void> {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8'));
  const notFoundFiles = chunkGroupFiles(stats, NOT_FOUND_CHUNK);

  await offline.onPostBuild(
    { pathPrefix, reporter },
    {
      appendScript: APPENDED_SCRIPT,
      workboxConfig: {
        // Precached besides the app shell: the 404 page's code, which renders the offline message.
        globPatterns: notFoundFiles,
        // Workbox resolves precache URLs against the worker's own URL; these files live at the root.
        modifyURLPrefix: { '': '/' },
        runtimeCaching: runtimeCaching(readBuildEnv().site.fontCssUrl),
        cacheId: 'mui-x-docs',
      },
    },
  );

  // The worker and the files it generated next to it: move them under /x/ and give each scope a copy.
  const support = fs.readdirSync(PUBLIC).filter((name) => SUPPORT_FILE.test(name));
  const supportDir = path.join(PUBLIC, WORKER_SUPPORT_DIR);
  fs.rmSync(supportDir, { recursive: true, force: true });
  fs.mkdirSync(supportDir, { recursive: true });
  for (const name of support) {
    fs.renameSync(path.join(PUBLIC, name), path.join(supportDir, name));
  }
  const worker = absolutizeWorkerScript(fs.readFileSync(path.join(PUBLIC, 'sw.js'), 'utf8'), support);
  for (const scope of WORKER_SCOPES) {
    fs.mkdirSync(path.join(PUBLIC, scope), { recursive: true });
    fs.writeFileSync(path.join(PUBLIC, scope, 'sw.js'), worker);
  }
  fs.rmSync(path.join(PUBLIC, 'sw.js'));
  reporter.info(
    `Service worker written to ${WORKER_SCOPES.map((scope) => `${scope}sw.js`).join(' and ')}; support files in /${WORKER_SUPPORT_DIR}/.`,
  );
}
