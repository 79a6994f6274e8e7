import type { GatsbyNode } from 'gatsby';
import { MARKDOWN_FIELDS, type MarkdownContent } from './markdown/write-markdown';
import { SEARCH_FIELDS, type SearchContent } from './search/write-search-index';

type Graphql = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]['graphql'];

/** What the writers that run after the pages exist read: the Markdown copies' fields and the search index's. */
export type SiteContent = MarkdownContent & SearchContent;

/**
 * The site's pages, MDX, demos, API nodes and navigation in one query: each writer names the
 * fields it reads, and fields both name (the pages, the MDX bodies, the API nodes) are read once.
 */
export async function readSiteContent(graphql: Graphql): Promise<SiteContent> {
  const result = await graphql<SiteContent>(`{ ${MARKDOWN_FIELDS} ${SEARCH_FIELDS} }`);
  if (result.errors || !result.data) {
    throw new Error(
      `The query for the Markdown copies and the search index failed (src/data-layer/site-content.ts): ${JSON.stringify(result.errors)}`,
    );
  }
  return result.data;
}
