import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';

/**
 * Compiles the content's JavaScript — the demos and the modules MDX compiles to — with esbuild
 * instead of Babel, in production builds. Content holds most of the site's code as the
 * documentation grows (about 900 demos at full size), and none of it needs what Babel does for
 * Gatsby: it has no GraphQL queries to extract, and fast refresh only matters in development,
 * which keeps Babel. The site's own code (src/) keeps Babel, which extracts its queries.
 */
const CONTENT_DIR = path.resolve('content');

/** Browsers that run ES2020: the targets Material UI 7 supports are newer still. */
export const ESBUILD_TARGET = 'es2020';

function esbuildLoader(loader: 'tsx' | 'jsx'): RuleSetUseItem {
  return { loader: 'esbuild-loader', options: { loader, target: ESBUILD_TARGET, jsx: 'automatic' } };
}

function usesLoader(use: unknown, name: string): boolean {
  return Array.isArray(use) && use.some((item) => JSON.stringify(item ?? '').includes(name));
}

/** The rule as it applies outside content/: Babel keeps src/ and Gatsby's own files. */
function outsideContent(rule: RuleSetRule): RuleSetRule {
  return { ...rule, exclude: rule.exclude ? [rule.exclude, CONTENT_DIR] : CONTENT_DIR };
}

/**
 * Gatsby's rules with content/ taken out of the Babel rules for scripts, gatsby-plugin-mdx's
 * Babel step swapped for esbuild, and one esbuild rule for the scripts under content/.
 */
export function esbuildForContent(rules: readonly RuleSetRule[]): RuleSetRule[] {
  const adjusted = rules.map((rule) => {
    const test = rule.test instanceof RegExp ? rule.test.source : '';
    if (test.includes('mdx') && usesLoader(rule.use, 'gatsby-mdx-loader') && Array.isArray(rule.use)) {
      // [Babel, MDX] → [esbuild, MDX]: the MDX loader's output is JSX.
      return { ...rule, use: [esbuildLoader('jsx'), ...rule.use.slice(1)] };
    }
    if (/tsx/.test(test) && !test.includes('mdx') && !rule.resourceQuery) {
      return outsideContent(rule);
    }
    return rule;
  });
  return [...adjusted, { test: /\.(ts|tsx|js|jsx)$/, include: CONTENT_DIR, use: [esbuildLoader('tsx')] }];
}
