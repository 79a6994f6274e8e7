import path from 'node:path';
import { visit } from 'unist-util-visit';
import { importNamed } from './demo-estree';
import { isJsxElement, type JsxElement, type MdastRoot } from './syntax-tree';

/**
 * Content components that only some pages use, and the module each comes from. The pages that
 * use one import it, so its code is in their chunks; every other page loads none of it (the
 * components every page may use are in `mdxComponents`, which all pages load). Each module starts
 * with `import 'gatsby'`, as the demo container does, so it keeps the site's one CSS order
 * (decision 0025).
 */
export const PAGE_IMPORTED_COMPONENTS = {
  CodeTabs: 'src/components/mdx/CodeTabs.tsx',
  CodeTab: 'src/components/mdx/CodeTabs.tsx',
  InstallTabs: 'src/components/mdx/InstallTabs.tsx',
  ApiTable: 'src/components/mdx/ApiTable.tsx',
} as const satisfies Record<string, string>;

type PageImportedName = keyof typeof PAGE_IMPORTED_COMPONENTS;

const isPageImported = (name: string): name is PageImportedName => Object.hasOwn(PAGE_IMPORTED_COMPONENTS, name);

/** The name a component is imported under: one no author writes, so it never meets a name of theirs. */
const localName = (name: PageImportedName) => `MuiXDocs${name}`;

/**
 * Gives each page the imports of the page-imported components it uses (their uses already
 * checked against the content-components table), and points its elements at them.
 */
export function remarkImportComponents() {
  return (tree: MdastRoot): void => {
    const used = new Set<PageImportedName>();
    visit(tree, (node) => {
      if (!isJsxElement(node)) return;
      const element: JsxElement = node;
      if (element.name && isPageImported(element.name)) {
        used.add(element.name);
        element.name = localName(element.name);
      }
    });
    const byModule = new Map<string, PageImportedName[]>();
    for (const name of [...used].sort()) {
      const source = path.resolve(PAGE_IMPORTED_COMPONENTS[name]);
      byModule.set(source, [...(byModule.get(source) ?? []), name]);
    }
    for (const [source, names] of byModule) {
      tree.children.unshift(
        importNamed(
          names.map((name) => ({ imported: name, local: localName(name) })),
          source,
        ),
      );
    }
  };
}
