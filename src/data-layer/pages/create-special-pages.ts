import path from 'node:path';
import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../i18n/languages';
import type { SitePageContext } from '../../lib/page-context';
import { toPagePath } from '../../lib/paths';
import { SEARCH_PAGE_PATHNAME } from '../../lib/search/search-paths';

const NOT_FOUND_TEMPLATE = path.resolve('src/templates/not-found-page.tsx');
const PLAYGROUND_TEMPLATE = path.resolve('src/templates/playground-page.tsx');
const SEARCH_TEMPLATE = path.resolve('src/templates/search-page.tsx');

/** The 404 page (Gatsby writes it to /404.html), the playground and the search page in each language. */
export function createSpecialPages(createPage: Actions['createPage']): number {
  const notFound: SitePageContext = { lang: 'en', frame: 'docs', pathname: '/404', productId: 'introduction' };
  createPage({ path: '/404/', component: NOT_FOUND_TEMPLATE, context: notFound });

  // Rendered without the theme provider, as the reference's playground is: a place to try components with MUI's defaults.
  const playground: SitePageContext = {
    lang: 'en',
    frame: 'none',
    pathname: '/playground',
    productId: 'introduction',
  };
  createPage({ path: '/playground/', component: PLAYGROUND_TEMPLATE, context: playground });
  for (const lang of LANGUAGES) {
    const search: SitePageContext = { lang, frame: 'docs', pathname: SEARCH_PAGE_PATHNAME, productId: 'introduction' };
    createPage({ path: toPagePath(search.pathname, lang), component: SEARCH_TEMPLATE, context: search });
  }
  return 2 + LANGUAGES.length;
}
