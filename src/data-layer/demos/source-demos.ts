import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { DEFAULT_DEMO_STYLING } from '../../lib/demo-stylings';
import { fromContentPath } from '../../lib/paths';
import { readContentFileNode } from '../nodes/file-records';
import { stringField } from '../nodes/node-fields';
import { parseDemoFile } from './demo-file';
import { DEMO_KIT_FILE, DEMO_KIT_FOLDER } from '../../lib/demo-kit';
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

/** The demos whose code includes a kit module (`demo-kit/<name>.ts`), as their folder and name. */
function demosUsingKitFile(getNodesByType: CreateNodeArgs['getNodesByType'], kitFile: string) {
  return getNodesByType('Demo')
    .filter((demo) => {
      const code = (demo as unknown as { code?: { stylings?: { files?: { fileName?: string }[] }[] } }).code;
      return (code?.stylings ?? []).some((styling) => (styling.files ?? []).some((file) => file.fileName === kitFile));
    })
    .map((demo) => ({
      demosDir: path.resolve('content/en', stringField(demo, 'contentPath'), 'demos'),
      name: stringField(demo, 'name'),
    }));
}

/**
 * Creates a `Demo` node for each demo file under `content/en/**\/demos/`, re-creating the demos
 * of a folder when one of their styling variants or local modules changes, and every demo that
 * imports a module of the demo kit (`content/demo-kit/`) when that module changes.
 */
export async function sourceDemoFile(args: CreateNodeArgs): Promise<void> {
  const { node, reporter, getNodesByType } = args;
  const file = readContentFileNode(node);
  if (!file) {
    return;
  }
  const sourceFile = path.posix.join('content', file.relativePath);
  const kitFile = file.relativePath.startsWith(`${DEMO_KIT_FOLDER}/`) ? file.relativePath : null;
  if (kitFile !== null) {
    if (!DEMO_KIT_FILE.test(kitFile.slice(DEMO_KIT_FOLDER.length + 1))) {
      reporter.panicOnBuild(`${sourceFile} is in the demo kit but is not a kebab-case .ts module (no sub-folders).`);
      return;
    }
    for (const demo of demosUsingKitFile(getNodesByType, kitFile)) {
      await createDemoNodes(args, demo.demosDir, [demo.name], file);
    }
    return;
  }
  const parsed = parseDemoFile(file.relativePath);
  if (parsed === null) {
    return;
  }
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
  await createDemoNodes(args, demosDir, [...new Set(names)], file);
}

/** (Re-)creates the `Demo` nodes of some demos of one folder; `file` is the node being created. */
async function createDemoNodes(
  args: CreateNodeArgs,
  demosDir: string,
  names: readonly string[],
  file: NonNullable<ReturnType<typeof readContentFileNode>>,
): Promise<void> {
  const { actions, reporter, createContentDigest, getNode, getNodesByType } = args;
  versions ??= readSandboxVersions();
  for (const name of names) {
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
