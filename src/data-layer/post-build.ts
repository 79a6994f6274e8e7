import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { stripNulBytesFromBuild } from './html/strip-nul-bytes';
import { writeMarkdownCopies } from './markdown/write-markdown';
import { generateServiceWorker } from './offline/generate-service-worker';
import { writeSearchIndex } from './search/write-search-index';
import { readSiteContent } from './site-content';
import { writeSocialCards } from './social/write-social-cards';

/**
 * After the build: repair the HTML, write the Markdown copies and llms.txt files, the search indexes and the products'
 * social cards, then generate the service worker, which precaches some of the HTML.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const fixed = stripNulBytesFromBuild(path.resolve('public'));
  if (fixed.length > 0) {
    args.reporter.info(
      `Removed NUL bytes left by the streaming renderer from ${fixed.length} HTML files (${fixed.reduce((sum, entry) => sum + entry.removed, 0)} bytes).`,
    );
  }
  const started = Date.now();
  const content = await readSiteContent(args.graphql);
  args.reporter.info(
    `Read the site's content for the Markdown copies and the search index in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  const markdownStarted = Date.now();
  const markdown = writeMarkdownCopies(content, args.reporter);
  args.reporter.info(
    `Wrote ${markdown.files} Markdown and llms.txt files (${(markdown.bytes / 1024 / 1024).toFixed(1)} MiB) in ${((Date.now() - markdownStarted) / 1000).toFixed(1)} s.`,
  );
  const searchStarted = Date.now();
  const search = writeSearchIndex(content);
  args.reporter.info(
    `Wrote the search indexes (${search.files.map((file) => `${file.fileName} ${(file.bytes / 1024).toFixed(0)} KiB`).join(', ')}) in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s.`,
  );
  const cardsStarted = Date.now();
  const cards = await writeSocialCards(path.resolve('public'), path.resolve('.cache', 'social-cards'));
  args.reporter.info(
    `Wrote ${cards.drawn + cards.cached} social cards (${cards.drawn} drawn, ${cards.cached} from the cache; ${(cards.bytes / 1024).toFixed(0)} KiB) in ${((Date.now() - cardsStarted) / 1000).toFixed(1)} s.`,
  );
  await generateServiceWorker(args);
};
