import type { SourceNodesArgs } from 'gatsby';
import pages from '../../content/navigation/pages';
import { pageTitles } from '../../content/navigation/page-titles';
import { PRODUCT_CATEGORY, products } from '../../content/navigation/products';
import { flattenNavigation, type FlatNavEntry } from './navigation/flatten-navigation';
import { validateNavigation } from './navigation/validate-navigation';
import { validateProducts } from './navigation/validate-products';
import { formatProblems } from './problems';

export const NAVIGATION_FILE = 'content/navigation/pages.ts';

/** The navigation tree, validated and flattened. Shared by `sourceNodes` and `createPages`. */
export function loadNavigation(): { entries: FlatNavEntry[]; problems: ReturnType<typeof validateNavigation> } {
  const problems = validateNavigation(pages, NAVIGATION_FILE);
  const entries = problems.length > 0 ? [] : flattenNavigation(pages, 'en', pageTitles);
  problems.push(...validateProducts(products, entries, 'content/navigation/products.ts'));
  return { entries, problems };
}

export function sourceNavigation({ actions, createContentDigest, reporter }: SourceNodesArgs): FlatNavEntry[] {
  const { entries, problems } = loadNavigation();
  if (problems.length > 0) {
    reporter.panic(`The navigation data is invalid:\n${formatProblems(problems)}`);
  }
  for (const entry of entries) {
    const { prev, next, ...fields } = entry;
    const data = {
      ...fields,
      prevPathname: prev,
      nextPathname: next,
      productCategoryId: PRODUCT_CATEGORY.id,
    };
    actions.createNode({
      ...data,
      id: `NavPage ${entry.pathname}`,
      internal: { type: 'NavPage', contentDigest: createContentDigest(data) },
    });
  }
  return entries;
}
