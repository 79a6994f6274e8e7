import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import fs from 'node:fs';
import { compareTranslation, translationParts } from './content/compare-translation';
import { parseContentFile } from './content/content-file';
import { existingEnglishSource, mdxBody, sourceAnchors } from './content/translation-source';
import { sourceDemoFile } from './demos/source-demos';
import { pageOutline } from './mdx/page-outline';
import { readContentFileNode } from './nodes/file-records';

/**
 * Creates `Demo` nodes from demo files, and gives each MDX page the fields its file's place
 * implies (`content/<lang>/<path>/index.mdx` is the page `/x/<path>` in `<lang>`): language,
 * pathname, content path, source file, and its outline — the headings of its table of contents
 * and the demos it embeds.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, getNode, actions, reporter } = args;
  if (node.internal.type === 'File') {
    await sourceDemoFile(args);
    return;
  }
  if (node.internal.type !== 'Mdx' || !node.parent) {
    return;
  }
  const parent = getNode(node.parent);
  const file = parent ? readContentFileNode(parent) : null;
  if (!file) {
    return;
  }
  const sourceFile = path.posix.join('content', file.relativePath);
  const parsed = parseContentFile(file.relativePath);
  if (!parsed.ok) {
    reporter.panicOnBuild(`${sourceFile} ${parsed.message}`);
    return;
  }
  const body = typeof node.body === 'string' ? node.body : '';
  let outline;
  try {
    // A translation without an English page is reported by validateContent when pages are made.
    const english = existingEnglishSource(sourceFile);
    if (english !== null) {
      const problems = compareTranslation(
        translationParts(mdxBody(fs.readFileSync(english, 'utf8'))),
        translationParts(body),
      );
      if (problems.length > 0) {
        reporter.panicOnBuild(`${sourceFile} is a translation of ${english}, but ${problems.join('; ')}.`);
        return;
      }
    }
    outline = pageOutline(body, sourceAnchors(sourceFile));
  } catch (error) {
    reporter.panicOnBuild(`${sourceFile} is not valid MDX: ${(error as Error).message}`);
    return;
  }
  const { createNodeField } = actions;
  createNodeField({ node, name: 'lang', value: parsed.lang });
  createNodeField({ node, name: 'pathname', value: parsed.pathname });
  createNodeField({ node, name: 'contentPath', value: parsed.contentPath });
  createNodeField({ node, name: 'sourceFile', value: sourceFile });
  createNodeField({ node, name: 'demos', value: outline.demos });
  createNodeField({ node, name: 'apiTables', value: outline.apiTables });
  createNodeField({ node, name: 'headings', value: outline.headings });
};
