import fs from 'node:fs';
import path from 'node:path';
import { DEMO_STYLINGS } from '../demos/demo-file';
import type { ContentFileHandle, TreeNode } from './syntax-tree';

/** The components pages with demos import (instead of every page shipping them). */
const DEMO_MODULE = path.resolve('src/components/demo/Demo.tsx');
const DEMO_SCOPE_MODULE = path.resolve('src/components/demo/DemoThemeScope.tsx');
const DEMO_LOCAL = 'MuiXDocsDemo';
const SCOPE_LOCAL = 'MuiXDocsDemoScope';

type Estree = Record<string, unknown>;

const literal = (value: string): Estree => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const identifier = (name: string): Estree => ({ type: 'Identifier', name });

function importDefault(local: string, source: string): TreeNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
            source: literal(source),
          },
        ],
      },
    },
  };
}

function exportDefault(local: string): TreeNode {
  return {
    type: 'mdxjsEsm',
    value: `export default ${local};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExportDefaultDeclaration', declaration: identifier(local) }],
      },
    },
  };
}

/** `{ system: () => import('…/demos/Name'), css: () => import('…/demos/css/Name') }` */
function loadersAttribute(files: { styling: string; file: string }[]): JsxAttribute {
  const properties = files.map(({ styling, file }) => ({
    type: 'Property',
    key: identifier(styling),
    value: {
      type: 'ArrowFunctionExpression',
      params: [],
      expression: true,
      async: false,
      generator: false,
      body: { type: 'ImportExpression', source: literal(file) },
    },
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
  }));
  const value = `{${files.map(({ styling, file }) => `${styling}: () => import(${JSON.stringify(file)})`).join(', ')}}`;
  return {
    type: 'mdxJsxAttribute',
    name: 'loaders',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties } }],
        },
      },
    },
  };
}

const BOOLEAN_OPTIONS = ['defaultCodeOpen', 'hideToolbar', 'iframe', 'disableAd'];
const NUMBER_OPTIONS = ['maxWidth', 'height'];
const BACKGROUNDS = ['outlined', 'inline', 'playground'];

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: unknown };
}

/**
 * Turns each `<Demo name="CheckboxSelection" />` into the demo container with loaders for the
 * demo's module (one per styling), so the demo's code is a separate chunk that only its page
 * loads. Pages with demos import the container and take the Material UI theme scope as their
 * MDX layout; pages without demos get neither. The demo must exist in the page's demos/ folder (the
 * English one, for translations); the failure lists the ones that do.
 */
export function remarkDemos() {
  return (tree: TreeNode, file: ContentFileHandle): void => {
    const children = tree.children ?? [];
    const demos: TreeNode[] = [];
    const collect = (node: TreeNode) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Demo') {
        demos.push(node);
      }
      (node.children ?? []).forEach(collect);
    };
    children.forEach(collect);
    if (demos.length === 0) {
      return;
    }

    const pageDir = path.dirname(String(file.path ?? ''));
    const englishDir = pageDir.replace(
      `${path.sep}content${path.sep}zh${path.sep}`,
      `${path.sep}content${path.sep}en${path.sep}`,
    );
    const demosDir = path.join(englishDir, 'demos');
    const available = fs.existsSync(demosDir)
      ? fs
          .readdirSync(demosDir)
          .filter((entry) => /^[A-Z]\w*\.(tsx|jsx)$/.test(entry))
          .map((entry) => entry.replace(/\.(tsx|jsx)$/, ''))
      : [];

    for (const demo of demos) {
      if (demo.type !== 'mdxJsxFlowElement') {
        file.fail('uses <Demo> inside a paragraph; put it on its own line.', demo);
      }
      const attributes = (demo.attributes as JsxAttribute[] | undefined) ?? [];
      const byName = new Map(attributes.map((attribute) => [attribute.name ?? '', attribute]));
      const name = byName.get('name')?.value;
      if (typeof name !== 'string' || name === '') {
        file.fail('uses <Demo> without a name="…" attribute.', demo);
      }
      if (!available.includes(name)) {
        file.fail(
          `embeds <Demo name="${name}" />, but ${path.relative(process.cwd(), demosDir)}/ has no ${name}.tsx. ` +
            (available.length > 0
              ? `Demos of this page: ${available.sort().join(', ')}.`
              : 'This page has no demos yet.'),
          demo,
        );
      }
      for (const attribute of attributes) {
        const attributeName = attribute.name ?? '';
        if (attribute.type !== 'mdxJsxAttribute') {
          file.fail('passes spread attributes to <Demo>; write each option out.', demo);
        } else if (attributeName === 'bg') {
          if (typeof attribute.value !== 'string' || !BACKGROUNDS.includes(attribute.value)) {
            file.fail(
              `passes bg=${JSON.stringify(attribute.value)} to <Demo name="${name}">; use one of: ${BACKGROUNDS.join(', ')}.`,
              demo,
            );
          }
        } else if (BOOLEAN_OPTIONS.includes(attributeName)) {
          const value = attribute.value;
          if (
            value !== null &&
            value !== undefined &&
            !(typeof value === 'object' && /^(true|false)$/.test(value.value.trim()))
          ) {
            file.fail(`passes a non-boolean "${attributeName}" to <Demo name="${name}">.`, demo);
          }
          if (
            typeof value === 'object' &&
            value !== null &&
            value.value.trim() === 'false' &&
            attributeName === 'hideToolbar'
          ) {
            file.fail(`passes hideToolbar={false} to <Demo name="${name}">, which is already the default.`, demo);
          }
        } else if (NUMBER_OPTIONS.includes(attributeName)) {
          const value = attribute.value;
          if (!(typeof value === 'object' && value !== null && /^\d+$/.test(value.value.trim()))) {
            file.fail(
              `passes "${attributeName}" to <Demo name="${name}"> as anything but a number of pixels, e.g. ${attributeName}={400}.`,
              demo,
            );
          }
        } else if (attributeName !== 'name') {
          file.fail(
            `passes an unknown option "${attributeName}" to <Demo name="${name}">. Options: name, bg, ${[...BOOLEAN_OPTIONS, ...NUMBER_OPTIONS].join(', ')}.`,
            demo,
          );
        }
      }
      if (byName.has('hideToolbar') && byName.has('defaultCodeOpen')) {
        file.fail(
          `passes both hideToolbar and defaultCodeOpen to <Demo name="${name}">; code cannot open without a toolbar.`,
          demo,
        );
      }
      if (byName.has('hideToolbar') && byName.has('disableAd')) {
        file.fail(
          `passes both hideToolbar and disableAd to <Demo name="${name}">; the inline ad only shows with open code, which needs the toolbar.`,
          demo,
        );
      }
      if (byName.has('iframe') && !byName.has('height')) {
        file.fail(
          `renders <Demo name="${name}"> in an iframe without a height; give it height={…} so the page keeps its place.`,
          demo,
        );
      }

      const files = DEMO_STYLINGS.flatMap((styling) => {
        const folder = styling === 'system' ? demosDir : path.join(demosDir, styling);
        return ['tsx', 'jsx'].some((extension) => fs.existsSync(path.join(folder, `${name}.${extension}`)))
          ? [{ styling, file: path.join(folder, name) }]
          : [];
      });
      demo.name = DEMO_LOCAL;
      demo.attributes = [...attributes, loadersAttribute(files)];
    }

    if (children.some((node) => node.type === 'mdxjsEsm' && /\bexport\s+default\b/.test(String(node.value ?? '')))) {
      file.fail(
        'has its own `export default` (an MDX layout); pages with demos use the demo theme scope as their layout.',
      );
    }
    // The scope becomes the page's MDX layout: it wraps the content without nesting the
    // headings, which the table of contents reads at the top level.
    tree.children = [
      importDefault(DEMO_LOCAL, DEMO_MODULE),
      importDefault(SCOPE_LOCAL, DEMO_SCOPE_MODULE),
      exportDefault(SCOPE_LOCAL),
      ...children,
    ];
  };
}
