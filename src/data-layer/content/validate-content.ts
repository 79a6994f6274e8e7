import { PRODUCT_IDS } from '../../../content/navigation/types';
import type { Language } from '../../i18n/languages';
import type { NavPageRecord } from '../nodes/nav-page-records';
import { nearestPathnames } from '../navigation/nearest-pathnames';
import type { Problem } from '../problems';
import { validateFrontmatter } from './validate-frontmatter';

/** A content file as the validator sees it. */
export interface ContentFile {
  /** Repository-relative path, e.g. `content/en/introduction/index.mdx`. */
  file: string;
  lang: Language;
  pathname: string;
  contentPath: string;
  frontmatter: Record<string, unknown>;
}

/**
 * Checks that navigation and content agree: every nav page has English content (or is generated), every English
 * content file is reached from the nav (or says `navigation: false`), translations have an
 * English original, and every file's front matter is valid.
 */
export function validateContent(
  nav: readonly NavPageRecord[],
  content: readonly ContentFile[],
  navFile: string,
  /** Pages the build generates without a content file (the API reference). */
  generated: ReadonlySet<string> = new Set(),
): Problem[] {
  const problems: Problem[] = [];
  const english = new Map(content.filter((page) => page.lang === 'en').map((page) => [page.pathname, page]));
  const navByPathname = new Map(nav.map((entry) => [entry.pathname, entry]));
  const contentPathnames = [...english.keys()];
  const navPagePathnames = nav.filter((entry) => !entry.isGroup && !entry.external).map((entry) => entry.pathname);

  for (const entry of nav) {
    if (entry.external) {
      continue;
    }
    const page = english.get(entry.pathname);
    if (generated.has(entry.pathname)) {
      if (page) {
        problems.push({
          file: page.file,
          message: `is at ${entry.pathname}, which the API reference generates; move it elsewhere.`,
        });
      }
      continue;
    }
    if (entry.isGroup && page) {
      problems.push({
        file: page.file,
        message: `belongs to "${entry.pathname}", which is a group in ${navFile}; a group is never shown as a page. Move the content to one of its children.`,
      });
    } else if (!entry.isGroup && !page) {
      const nearest = nearestPathnames(entry.pathname, contentPathnames);
      problems.push({
        file: navFile,
        message:
          `Navigation entry "${entry.pathname}" has no content: add content/en/${entry.pathname.replace(/^\/x\//, '')}/index.mdx or remove the entry.` +
          (nearest.length > 0 ? ` Nearest pages with content: ${nearest.join(', ')}.` : ''),
      });
    }
  }

  for (const page of content) {
    problems.push(...validateFrontmatter(page.frontmatter, page.file));
    if (page.lang !== 'en') {
      if (!english.has(page.pathname)) {
        problems.push({
          file: page.file,
          message: `is a translation of ${page.pathname}, which has no English page (content/en/${page.contentPath}/index.mdx).`,
        });
      }
      continue;
    }
    const offNav = page.frontmatter.navigation === false;
    const entry = navByPathname.get(page.pathname);
    if (!entry && !offNav) {
      const nearest = nearestPathnames(page.pathname, navPagePathnames);
      problems.push({
        file: page.file,
        message:
          `is not reached from ${navFile}: add a "${page.pathname}" entry there, or set "navigation: false" in its front matter.` +
          (nearest.length > 0 ? ` Nearest navigation entries: ${nearest.join(', ')}.` : ''),
      });
    }
    if (entry && offNav) {
      problems.push({
        file: page.file,
        message: `says "navigation: false" but ${navFile} lists "${page.pathname}".`,
      });
    }
    if (offNav && page.frontmatter.productId === undefined) {
      problems.push({
        file: page.file,
        message: 'is kept off the navigation, so its front matter must name its productId.',
      });
    }
    const declared = page.frontmatter.productId;
    if (entry && (PRODUCT_IDS as readonly unknown[]).includes(declared) && declared !== entry.productId) {
      problems.push({
        file: page.file,
        message: `says productId "${String(page.frontmatter.productId)}" but its navigation group belongs to "${entry.productId}".`,
      });
    }
  }
  return problems;
}
