import type { SourceNodesArgs } from 'gatsby';
import pages from '../../content/navigation/pages';
import { products } from '../../content/navigation/products';
import { PRODUCT_CATEGORY } from '../config/library';
import { expandGeneratedEntries } from './navigation/api-nav-entries';
import { flattenNavigation, type FlatNavEntry } from './navigation/flatten-navigation';
import { missingTranslations, type MissingTranslation } from './navigation/nav-labels';
import { validateNavigation } from './navigation/validate-navigation';
import { validateProducts } from './navigation/validate-products';
import { formatProblems, type Problem } from './problems';

export const NAVIGATION_FILE = 'content/navigation/pages.ts';
const PRODUCTS_FILE = 'content/navigation/products.ts';

interface LoadedNavigation {
  entries: FlatNavEntry[];
  problems: Problem[];
  untranslated: MissingTranslation[];
}

/** The navigation tree, validated, with its generated API entries expanded, and flattened. */
export function loadNavigation(): LoadedNavigation {
  const problems = validateNavigation(pages, NAVIGATION_FILE);
  if (problems.length > 0) {
    return { entries: [], problems, untranslated: [] };
  }
  const tree = expandGeneratedEntries(pages);
  const entries = flattenNavigation(tree);
  problems.push(...validateProducts(products, entries, PRODUCTS_FILE));
  return { entries, problems, untranslated: missingTranslations(tree) };
}

/** "zh: Column definition (/x/react-data-grid/column-definition)", one line per missing label. */
export function formatMissingTranslations(missing: readonly MissingTranslation[]): string {
  return missing.map((entry) => `  ${entry.lang}: ${entry.english} (${entry.pathname})`).join('\n');
}

/**
 * Turns the navigation into `NavPage` nodes, the one source the drawer, prev/next links and
 * page creation read. Labels without a translation show in English and are listed as a warning.
 */
export function sourceNavigation({ actions, createContentDigest, reporter }: SourceNodesArgs): FlatNavEntry[] {
  const { entries, problems, untranslated } = loadNavigation();
  if (problems.length > 0) {
    reporter.panic(`The navigation data is invalid:\n${formatProblems(problems)}`);
  }
  if (untranslated.length > 0) {
    reporter.warn(
      `${NAVIGATION_FILE}: ${untranslated.length} navigation labels have no translation and show in English:\n${formatMissingTranslations(untranslated)}`,
    );
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
