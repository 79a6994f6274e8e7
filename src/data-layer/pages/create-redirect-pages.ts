import path from 'node:path';
import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../i18n/languages';
import type { RedirectPageContext } from '../../lib/page-context';
import { languagePrefix, toPagePath } from '../../lib/paths';

const REDIRECT_TEMPLATE = path.resolve('src/templates/redirect-page.tsx');

/** Where `/` and `/x/` lead, in every language. */
export const HOME_PATHNAME = '/x/introduction';

/**
 * `/` and `/x/` (and their language-prefixed forms) lead to the introduction. A real page is
 * written at each address (meta refresh, a link, and a router redirect once scripts run), so it
 * works on any static host and under `gatsby serve`, which ignore Gatsby's redirect table for
 * paths that have a page.
 */
export function createRedirectPages(createPage: Actions['createPage']): number {
  let count = 0;
  for (const lang of LANGUAGES) {
    const to = toPagePath(HOME_PATHNAME, lang);
    for (const from of [`${languagePrefix(lang)}/`, `${languagePrefix(lang)}/x/`]) {
      const context: RedirectPageContext = {
        lang,
        frame: 'bare',
        pathname: from === `${languagePrefix(lang)}/` ? '/' : '/x',
        productId: 'introduction',
        to,
      };
      createPage({ path: from, component: REDIRECT_TEMPLATE, context });
      count += 1;
    }
  }
  return count;
}
