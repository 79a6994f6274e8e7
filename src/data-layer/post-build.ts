import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { stripNulBytesFromBuild } from './html/strip-nul-bytes';
import { generateServiceWorker } from './offline/generate-service-worker';

/** After the build: repair the HTML, then generate the service worker, which precaches some of it. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const fixed = stripNulBytesFromBuild(path.resolve('public'));
  if (fixed.length > 0) {
    args.reporter.info(
      `Removed NUL bytes left by the streaming renderer from ${fixed.length} HTML files (${fixed.reduce((sum, entry) => sum + entry.removed, 0)} bytes).`,
    );
  }
  await generateServiceWorker(args);
};
