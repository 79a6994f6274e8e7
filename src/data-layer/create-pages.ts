import type { GatsbyNode } from 'gatsby';
import { validateContent } from './content/validate-content';
import { validateDemoUsages } from './demos/validate-demo-usages';
import { writeDemoCode } from './demos/write-demo-code';
import { collectContent, type MdxNode } from './pages/collect-content';
import { apiGeneratedPathnames } from '../../content/api/api-pathnames';
import { createApiPages } from './pages/create-api-pages';
import { createDocPages } from './pages/create-doc-pages';
import { createRedirectPages } from './pages/create-redirect-pages';
import { createSpecialPages } from './pages/create-special-pages';
import { pageFilterFromEnv } from './pages/page-filter';
import { createAppShellPage } from './offline/generate-service-worker';
import { formatProblems } from './problems';
import { loadNavigation, NAVIGATION_FILE } from './source-navigation';

export const createPages: GatsbyNode['createPages'] = ({ actions, cache, getNodesByType, reporter }) => {
  const { entries: nav } = loadNavigation();
  const content = collectContent(getNodesByType('Mdx') as MdxNode[]);

  const problems = validateContent(nav, content, NAVIGATION_FILE, apiGeneratedPathnames());
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content does not match the navigation:\n${formatProblems(problems)}`);
  }

  const demos = getNodesByType('Demo');
  const demosByPage = new Map<string, string[]>();
  for (const demo of demos) {
    const key = String(demo.contentPath);
    demosByPage.set(key, [...(demosByPage.get(key) ?? []), String(demo.name)]);
  }
  const demoProblems = validateDemoUsages(
    content.map((page) => ({ file: page.file, contentPath: page.contentPath, usages: page.demos })),
    demosByPage,
  );
  if (demoProblems.length > 0) {
    reporter.panicOnBuild(`A page embeds a demo that does not exist:\n${formatProblems(demoProblems)}`);
  }
  const writtenDemoFiles = writeDemoCode(demos);

  const only = pageFilterFromEnv(process.env.DOCS_PAGES);
  if (only) reporter.warn(`DOCS_PAGES is set: building only ${process.env.DOCS_PAGES}.`);
  const docPages = createDocPages(actions.createPage, nav, content, only);
  const apiNodes = [...getNodesByType('ApiComponent'), ...getNodesByType('ApiInterface')];
  const apiPages = createApiPages(actions.createPage, apiNodes, content, only);
  const redirectPages = createRedirectPages(actions.createPage);
  const specialPages = createSpecialPages(actions.createPage);
  createAppShellPage({ actions, cache });
  reporter.info(
    `Created ${docPages} documentation pages, ${apiPages} API reference pages, ${redirectPages} redirect pages and ${specialPages} other pages; ${demos.length} demos (${writtenDemoFiles} code files written).`,
  );
};
