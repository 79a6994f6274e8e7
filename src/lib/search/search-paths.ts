/**
 * Where search lives on the site: small constants shared by the build, the server render and the
 * search provider on every page (which must not pull the index model into every page's code).
 */

/** The OpenSearch description, linked from every page's head. */
export const OPEN_SEARCH_PATH = '/opensearch.xml';

/** The nav pathname of the page that opens the dialog with `?q=` (in each language). */
export const SEARCH_PAGE_PATHNAME = '/x/search';

/** Where the index files live (one folder for both languages: a page's worker caches what it fetches). */
export const SEARCH_INDEX_DIR = '/x/search-index/';

/** A language's names file in SEARCH_INDEX_DIR: one unhashed address per language. */
export function namesFileName(lang: string): string {
  return `${lang}-names.json`;
}
