import path from 'node:path';
import type { Actions } from 'gatsby';
import type { SitePageContext } from '../../lib/page-context';

const NOT_FOUND_TEMPLATE = path.resolve('src/templates/not-found-page.tsx');
const PLAYGROUND_TEMPLATE = path.resolve('src/templates/playground-page.tsx');

/** The 404 page (Gatsby writes it to /404.html) and the playground. */
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
  return 2;
}
