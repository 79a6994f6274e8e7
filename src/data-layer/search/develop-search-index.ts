import type { GatsbyNode } from 'gatsby';
import { writeSearchIndex } from './write-search-index';

type Graphql = Parameters<typeof writeSearchIndex>[0]['graphql'];

/**
 * The develop server builds no site, so nothing writes the search indexes after a build: write
 * them once the server starts (it serves public/ as static files), so the search works while
 * authoring too. A page edited afterwards is found by its old text until the server restarts.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async (args) => {
  // Gatsby hands every lifecycle its `graphql` helper, though its types list it for some only.
  const { graphql } = args as typeof args & { graphql?: Graphql };
  if (typeof graphql !== 'function') {
    args.reporter.warn('Search: the develop server gave no graphql helper; the search index was not written.');
    return;
  }
  const report = await writeSearchIndex({ graphql });
  args.reporter.info(`Wrote the search indexes for develop (${report.files.length} files).`);
};
