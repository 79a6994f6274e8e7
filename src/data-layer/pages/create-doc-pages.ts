import path from 'node:path';
import type { Actions } from 'gatsby';
import { LANGUAGES } from '../../i18n/languages';
import type { DocPageContext } from '../../lib/page-context';
import { toPagePath } from '../../lib/paths';
import { isProductId } from '../../../content/navigation/types';
import type { NavPageRecord } from '../nodes/nav-page-records';
import type { ContentPage } from './collect-content';
import type { PageFilter } from './page-filter';
import { apiSectionLinks } from './api-links';
import { apiTableEntryIds, type ApiTableEntryRecord } from './api-table-entries';

const DOC_TEMPLATE = path.resolve('src/templates/doc-page.tsx');

/**
 * One page per English content file and language. A language without a translation gets the
 * English content, flagged so the page can say so. Each page queries the API table entries its
 * `<ApiTable>` elements show (checked beforehand by `apiTableProblems`).
 */
export function createDocPages(
  createPage: Actions['createPage'],
  nav: readonly NavPageRecord[],
  content: readonly ContentPage[],
  only: PageFilter | null = null,
  apiTableEntries: readonly ApiTableEntryRecord[] = [],
): number {
  const navByPathname = new Map(nav.map((entry) => [entry.pathname, entry]));
  const byKey = new Map(content.map((page) => [`${page.lang} ${page.pathname}`, page]));
  let count = 0;
  for (const english of content.filter((page) => page.lang === 'en' && (only === null || only(page.pathname)))) {
    // A page off the navigation names its product in its front matter (validateContent checks it).
    const declared = english.frontmatter.productId;
    const productId =
      navByPathname.get(english.pathname)?.productId ?? (isProductId(declared) ? declared : 'introduction');
    for (const lang of LANGUAGES) {
      const translated = byKey.get(`${lang} ${english.pathname}`);
      const page = translated ?? english;
      const context: DocPageContext = {
        id: page.id,
        lang,
        frame: 'docs',
        pathname: english.pathname,
        productId,
        fallback: translated === undefined,
        contentPath: english.contentPath,
        openDemos: page.demos.filter((usage) => usage.defaultCodeOpen).map((usage) => usage.name),
        apiLinks: apiSectionLinks(page.frontmatter.components),
        apiTableEntries: apiTableEntryIds(page, apiTableEntries),
      };
      createPage({
        path: toPagePath(english.pathname, lang),
        component: `${DOC_TEMPLATE}?__contentFilePath=${page.contentFilePath}`,
        context,
      });
      count += 1;
    }
  }
  return count;
}
