import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { DEFAULT_DEMO_STYLING } from '../../lib/demo-stylings';
import { fromContentPath } from '../../lib/paths';
import { readContentFileNode } from '../nodes/file-records';
import { stringField } from '../nodes/node-fields';
import { parseDemoFile } from './demo-file';
import { cachedDemo, demoCacheKey } from './demo-cache';
import { loadDemo, type DemoRecord } from './load-demo';
import { readSandboxVersions } from './sandbox-versions';
import type { SandboxVersions } from './sandbox-dependencies';

/** Public folder the per-demo code files are written to (fetched when a reader opens the code). */
export const DEMO_CODE_DIR = 'demo-code';

let versions: SandboxVersions | null = null;

function demoNodeId(contentPath: string, name: string): string {
  return `Demo ${contentPath}/${name}`;
}

/** The file name of a demo's code, unique per content so browsers may cache it forever. */
export function demoCodeUrl(record: DemoRecord, digest: string): string {
  return `/${DEMO_CODE_DIR}/${record.contentPath.replace(/\//g, '-')}-${record.name}.${digest.slice(0, 10)}.json`;
}

/**
 * Creates a `Demo` node for each demo file under `content/en/**\/demos/`, re-creating the demos
 * of a folder when one of their styling variants or local modules changes.
 */
export async function sourceDemoFile(args: CreateNodeArgs): Promise<void> {
  const { node, actions, reporter, createContentDigest, getNode, getNodesByType } = args;
  const file = readContentFileNode(node);
  if (!file) {
    return;
  }
  const parsed = parseDemoFile(file.relativePath);
  if (parsed === null) {
    return;
  }
  const sourceFile = path.posix.join('content', file.relativePath);
  if (parsed.kind === 'invalid') {
    reporter.panicOnBuild(`${sourceFile} ${parsed.message}`);
    return;
  }
  const marker = `${path.sep}demos${path.sep}`;
  const demosDir = file.absolutePath.slice(0, file.absolutePath.indexOf(marker) + marker.length - 1);
  const names =
    parsed.kind === 'demo' && parsed.styling === DEFAULT_DEMO_STYLING
      ? [parsed.name]
      : getNodesByType('Demo')
          .filter((demo) => stringField(demo, 'contentPath') === parsed.contentPath)
          .map((demo) => stringField(demo, 'name'))
          .concat(parsed.kind === 'demo' ? [parsed.name] : []);

  versions ??= readSandboxVersions();
  for (const name of new Set(names)) {
    const mainFile = ['tsx', 'jsx']
      .map((extension) => path.join(demosDir, `${name}.${extension}`))
      .find((candidate) => fs.existsSync(candidate));
    // The file being created is not always readable through getNodesByType yet: use it directly.
    const mainNode =
      mainFile === file.absolutePath
        ? file
        : mainFile
          ? getNodesByType('File').find((candidate) => readContentFileNode(candidate)?.absolutePath === mainFile)
          : undefined;
    if (!mainNode) {
      // The default file is sourced later; its own onCreateNode creates the demo.
      continue;
    }
    let record: DemoRecord;
    try {
      const currentVersions = versions;
      record = await cachedDemo(demoCacheKey(demosDir, name, currentVersions), () =>
        loadDemo(demosDir, name, currentVersions),
      );
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      continue;
    }
    const digest = createContentDigest(record);
    const data = {
      name: record.name,
      contentPath: record.contentPath,
      pathname: fromContentPath(record.contentPath),
      sourceFile: record.sourceFile,
      hasTypeScript: record.hasTypeScript,
      stylings: record.stylings.map((styling) => styling.styling),
      preview: record.preview,
      code: { stylings: record.stylings },
      codeUrl: demoCodeUrl(record, digest),
    };
    const demoNode = {
      ...data,
      id: demoNodeId(record.contentPath, record.name),
      parent: mainNode.id,
      children: [],
      internal: { type: 'Demo', contentDigest: digest },
    };
    actions.createNode(demoNode);
    const parent = getNode(mainNode.id);
    const child = getNode(demoNode.id);
    if (parent && child) {
      actions.createParentChildLink({ parent, child });
    }
  }
}
