import path from 'node:path';
import { visit } from 'unist-util-visit';
import { availableDemoNames, demoModuleFiles, englishDemosDir } from '../demos/demo-modules';
import { DEMO_SCOPE_SUFFIX } from '../../lib/demo-scope';
import { exportDefault, importDefault, loadersAttribute } from './demo-estree';
import { attributesByName, isJsxElement, type ContentFileHandle, type JsxElement, type MdastRoot } from './syntax-tree';

/** The components pages with demos import (instead of every page shipping them). */
const DEMO_MODULE = path.resolve('src/components/demo/Demo.tsx');
const DEMO_SCOPE_MODULE = path.resolve('src/components/demo/DemoThemeScope.tsx');
const DEMO_LOCAL = 'MuiXDocsDemo';
const SCOPE_LOCAL = 'MuiXDocsDemoScope';

/**
 * Turns each `<Demo name="CheckboxSelection" />` (its attributes already checked against the
 * content-components table) into the demo container with a loader for each styling of the demo,
 * so the demo's code is a separate chunk that only its page loads, and one for each styling's
 * module map, which editing the demo needs (decision 0045). A name the page's demos/
 * folder (the English one, for translations) does not have fails here, listing the ones it has.
 * Pages with demos import the container and take the Material UI theme scope as their MDX
 * layout; pages without demos get neither.
 */
export function remarkDemos() {
  return (tree: MdastRoot, file: ContentFileHandle): void => {
    const demos: JsxElement[] = [];
    visit(tree, (node) => {
      if (isJsxElement(node) && node.name === 'Demo') demos.push(node);
    });
    if (demos.length === 0) {
      return;
    }
    const demosDir = englishDemosDir(String(file.path ?? ''));
    const ids = headingIds(tree);
    for (const demo of demos) {
      const name = String(attributesByName(demo).get('name')?.value ?? '');
      checkDemoId(name, ids, file, demo);
      const files = demoModuleFiles(demosDir, name);
      if (files.length === 0) {
        const available = availableDemoNames(demosDir);
        file.fail(
          `embeds <Demo name="${name}" />, but ${path.relative(process.cwd(), demosDir)}/ has no ${name}.tsx. ` +
            (available.length > 0 ? `Demos of this page: ${available.join(', ')}.` : 'This page has no demos yet.'),
          demo,
        );
      }
      demo.name = DEMO_LOCAL;
      demo.attributes = [
        ...demo.attributes,
        loadersAttribute(files),
        loadersAttribute(files, 'scopes', DEMO_SCOPE_SUFFIX),
      ];
    }
    injectDemoLayout(tree, file);
  };
}

/** The anchors of the page's headings (given by remark-heading-ids, which runs first). */
function headingIds(tree: MdastRoot): Set<string> {
  const ids = new Set<string>();
  visit(tree, 'heading', (heading) => {
    const id = (heading.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === 'string') ids.add(id);
  });
  return ids;
}

/**
 * A demo's container takes its name as its id, the target of links to the demo (`#Name`); the id
 * must be unique in the page. Records the name among the taken ids.
 */
function checkDemoId(name: string, ids: Set<string>, file: ContentFileHandle, demo: JsxElement): void {
  if (ids.has(name)) {
    file.fail(
      `embeds <Demo name="${name}" /> where the id "${name}" is already taken (by a heading or the same demo embedded before); links to the demo would be ambiguous.`,
      demo,
    );
  }
  ids.add(name);
}

/**
 * The page imports the demo container and uses the demo theme scope as its MDX layout: it wraps
 * the content without nesting the headings, which the table of contents reads at the top level.
 */
function injectDemoLayout(tree: MdastRoot, file: ContentFileHandle): void {
  if (tree.children.some((node) => node.type === 'mdxjsEsm' && /\bexport\s+default\b/.test(node.value))) {
    file.fail(
      'has its own `export default` (an MDX layout); pages with demos use the demo theme scope as their layout.',
    );
  }
  tree.children.unshift(
    importDefault(DEMO_LOCAL, DEMO_MODULE),
    importDefault(SCOPE_LOCAL, DEMO_SCOPE_MODULE),
    exportDefault(SCOPE_LOCAL),
  );
}
