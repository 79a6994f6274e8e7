import { toPagePath } from '../../lib/paths';
import { SEARCH_PAGE_PATHNAME } from '../../lib/search/search-paths';

/** Escapes text for an XML attribute or element. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The OpenSearch description: lets a browser add the site as a search engine whose results page
 * is `/x/search/?q=…` (which opens the search dialog with the query).
 */
export function openSearchDescription(siteUrl: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>MUI X docs</ShortName>
  <Description>Search the MUI X v8 documentation: guides and API.</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image type="image/svg+xml">${xml(siteUrl)}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${xml(siteUrl)}${toPagePath(SEARCH_PAGE_PATHNAME, 'en')}?q={searchTerms}"/>
</OpenSearchDescription>
`;
}
