import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { parseContentFile } from './content/content-file';
import { demoUsages } from './demos/demo-usages';
import { sourceDemoFile } from './demos/source-demos';

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
}

export const CONTENT_SOURCE = 'content';

/**
 * Creates `Demo` nodes from demo files, and attaches language, pathname, content path and the
 * demos it embeds to each MDX page, from where its file sits: `content/<lang>/<path>/index.mdx`
 * is the page `/x/<path>` in `<lang>`.
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
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== CONTENT_SOURCE) {
    return;
  }
  const sourceFile = path.posix.join('content', file.relativePath);
  const parsed = parseContentFile(file.relativePath);
  if (!parsed.ok) {
    reporter.panicOnBuild(`${sourceFile} ${parsed.message}`);
    return;
  }
  const { createNodeField } = actions;
  createNodeField({ node, name: 'lang', value: parsed.lang });
  createNodeField({ node, name: 'pathname', value: parsed.pathname });
  createNodeField({ node, name: 'contentPath', value: parsed.contentPath });
  createNodeField({ node, name: 'sourceFile', value: sourceFile });
  createNodeField({ node, name: 'demos', value: demoUsages(String(node.body ?? '')) });
};
