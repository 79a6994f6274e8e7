import type { GatsbyNode } from 'gatsby';
import { readBuildEnv } from '../config/build-env';
import { apiGeneratedPathnames } from '../lib/api-paths';
import { validateContent } from './content/validate-content';
import { writeDemoCode } from './demos/write-demo-code';
import { readNavPage } from './nodes/nav-page-records';
import { createAppShellPage } from './offline/generate-service-worker';
import { collectContent } from './pages/collect-content';
import { createApiPages } from './pages/create-api-pages';
import { apiTableProblems, readApiTableEntries } from './pages/api-table-entries';
import { createDocPages } from './pages/create-doc-pages';
import { createRedirectPages } from './pages/create-redirect-pages';
import { createSpecialPages } from './pages/create-special-pages';
import { pageFilterFromEnv } from './pages/page-filter';
import { formatProblems } from './problems';
import { NAVIGATION_FILE } from './source-navigation';

/**
 * Checks that the navigation (its `NavPage` nodes) and the content agree, then creates every
 * page: guides per content file and language, the API reference, redirects and special pages.
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, cache, getNodesByType, reporter }) => {
  const nav = getNodesByType('NavPage').map(readNavPage);
  const content = collectContent(getNodesByType('Mdx'));

  const problems = validateContent(nav, content, NAVIGATION_FILE, apiGeneratedPathnames());
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content does not match the navigation:\n${formatProblems(problems)}`);
  }

  const apiTableEntries = readApiTableEntries(getNodesByType('ApiTableEntry'));
  const tableProblems = content.flatMap((page) => apiTableProblems(page, apiTableEntries));
  if (tableProblems.length > 0) {
    reporter.panicOnBuild(`Some <ApiTable> elements cannot be filled:\n${tableProblems.join('\n')}`);
  }

  const demos = getNodesByType('Demo');
  const writtenDemoFiles = writeDemoCode(demos);

  const { docsPages } = readBuildEnv();
  const only = pageFilterFromEnv(docsPages);
  if (only) reporter.warn(`DOCS_PAGES is set: building only ${docsPages}.`);
  const docPages = createDocPages(actions.createPage, nav, content, only, apiTableEntries);
  const apiNodes = [...getNodesByType('ApiComponent'), ...getNodesByType('ApiInterface')];
  const apiPages = createApiPages(actions.createPage, apiNodes, content, only);
  const redirectPages = createRedirectPages(actions.createPage);
  const specialPages = createSpecialPages(actions.createPage);
  createAppShellPage({ actions, cache });
  reporter.info(
    `Created ${docPages} documentation pages, ${apiPages} API reference pages, ${redirectPages} redirect pages and ${specialPages} other pages; ${demos.length} demos (${writtenDemoFiles} code files written).`,
  );
};
