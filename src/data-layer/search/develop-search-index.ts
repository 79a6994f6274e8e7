import type { GatsbyNode } from 'gatsby';
import { readSiteContent } from '../site-content';
import { writeSearchIndex } from './write-search-index';

type Graphql = Parameters<typeof readSiteContent>[0];

/** The bootstrap's graphql helper, kept for the develop server (whose own hook is not given one). */
let bootstrapGraphql: Graphql | null = null;

/** Runs after the pages exist, in build and develop alike: it only keeps the helper. */
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = ({ graphql }) => {
  bootstrapGraphql = graphql;
};

/**
 * The develop server builds no site, so nothing writes the search indexes after a build: write
 * them once the server starts (it serves public/ as static files), so the search works while
 * authoring too. A page edited afterwards is found by its old text until the server restarts.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ reporter }) => {
  if (!bootstrapGraphql) {
    reporter.warn('Search: no graphql helper was kept from the bootstrap; the search index was not written.');
    return;
  }
  const report = writeSearchIndex(await readSiteContent(bootstrapGraphql));
  reporter.info(`Wrote the search indexes for develop (${report.files.length} files).`);
};
