import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { stripNulBytesFromBuild } from './html/strip-nul-bytes';
import { writeMarkdownCopies } from './markdown/write-markdown';
import { generateServiceWorker } from './offline/generate-service-worker';

/**
 * After the build: repair the HTML, write the Markdown copies and llms.txt files, then generate
 * the service worker, which precaches some of the HTML.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const fixed = stripNulBytesFromBuild(path.resolve('public'));
  if (fixed.length > 0) {
    args.reporter.info(
      `Removed NUL bytes left by the streaming renderer from ${fixed.length} HTML files (${fixed.reduce((sum, entry) => sum + entry.removed, 0)} bytes).`,
    );
  }
  const started = Date.now();
  const markdown = await writeMarkdownCopies(args);
  args.reporter.info(
    `Wrote ${markdown.files} Markdown and llms.txt files (${(markdown.bytes / 1024 / 1024).toFixed(1)} MiB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  await generateServiceWorker(args);
};
