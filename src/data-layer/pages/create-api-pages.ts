import path from 'node:path';
import type { Actions, Node } from 'gatsby';
import { API_AREAS } from '../../../content/api/api-list';
import { apiIndexPathname } from '../../lib/api-paths';
import { PRODUCT_IDS } from '../../../content/navigation/types';
import { oneOfField, stringField } from '../nodes/node-fields';
import { LANGUAGES } from '../../i18n/languages';
import type { ApiDemoLink, ApiIndexPageContext, ApiPageContext } from '../../lib/page-context';
import { toPagePath } from '../../lib/paths';
import { API_PRODUCT } from '../api/source-api';
import type { ContentPage } from './collect-content';
import type { PageFilter } from './page-filter';

const API_TEMPLATE = path.resolve('src/templates/api-page.tsx');
const API_INDEX_TEMPLATE = path.resolve('src/templates/api-index-page.tsx');

/** Guide pages by the components their front matter lists. */
export function demoLinksByComponent(content: readonly ContentPage[]): Map<string, ApiDemoLink[]> {
  const links = new Map<string, ApiDemoLink[]>();
  for (const page of content) {
    if (page.lang !== 'en') continue;
    const components = page.frontmatter.components;
    if (!Array.isArray(components)) continue;
    for (const name of components) {
      if (typeof name !== 'string') continue;
      links.set(name, [
        ...(links.get(name) ?? []),
        { pathname: page.pathname, title: String(page.frontmatter.title ?? page.pathname) },
      ]);
    }
  }
  for (const list of links.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return links;
}

/** One page per API node and language, and an index page per area and language. */
export function createApiPages(
  createPage: Actions['createPage'],
  apiNodes: readonly Node[],
  content: readonly ContentPage[],
  only: PageFilter | null = null,
): number {
  const demos = demoLinksByComponent(content);
  let count = 0;
  for (const node of apiNodes) {
    const pathname = stringField(node, 'pathname');
    if (only && !only(pathname)) continue;
    for (const lang of LANGUAGES) {
      const context: ApiPageContext = {
        id: node.id,
        kind: node.internal.type === 'ApiInterface' ? 'interface' : 'component',
        lang,
        frame: 'docs',
        pathname,
        productId: oneOfField(node, 'productId', PRODUCT_IDS),
        demos: demos.get(stringField(node, 'name')) ?? [],
      };
      createPage({ path: toPagePath(pathname, lang), component: API_TEMPLATE, context });
      count += 1;
    }
  }
  for (const area of API_AREAS.filter((candidate) => only === null || only(apiIndexPathname(candidate)))) {
    for (const lang of LANGUAGES) {
      const context: ApiIndexPageContext = {
        area,
        lang,
        frame: 'docs',
        pathname: apiIndexPathname(area),
        productId: API_PRODUCT[area],
      };
      createPage({ path: toPagePath(apiIndexPathname(area), lang), component: API_INDEX_TEMPLATE, context });
      count += 1;
    }
  }
  return count;
}
