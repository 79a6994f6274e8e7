import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/**
 * The few pieces of JavaScript the build writes into a page (the demo transform, the imports of
 * content components only some pages use), as the MDX compiler wants them: source text together
 * with its ESTree (the compiler reads the tree).
 */
type Estree = Record<string, unknown>;

const literal = (value: string): Estree => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const identifier = (name: string): Estree => ({ type: 'Identifier', name });
const program = (body: Estree[]) => ({ type: 'Program', sourceType: 'module', body }) as never;

/** `import local from "source";` */
export function importDefault(local: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
          source: literal(source),
        },
      ]),
    },
  };
}

/** `import { imported as local, … } from "source";` */
export function importNamed(specifiers: readonly { imported: string; local: string }[], source: string): MdxjsEsm {
  const list = specifiers.map(({ imported, local }) => `${imported} as ${local}`).join(', ');
  return {
    type: 'mdxjsEsm',
    value: `import { ${list} } from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: specifiers.map(({ imported, local }) => ({
            type: 'ImportSpecifier',
            imported: identifier(imported),
            local: identifier(local),
          })),
          source: literal(source),
        },
      ]),
    },
  };
}

/** `export default local;` */
export function exportDefault(local: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `export default ${local};`,
    data: { estree: program([{ type: 'ExportDefaultDeclaration', declaration: identifier(local) }]) },
  };
}

/**
 * `loaders={{ system: () => import('…/demos/Name'), css: () => import('…/demos/css/Name') }}`;
 * with a `suffix`, each import names that request instead (`…/demos/Name?demo-scope`).
 */
export function loadersAttribute(
  files: readonly { styling: string; file: string }[],
  attribute = 'loaders',
  suffix = '',
): MdxJsxAttribute {
  const properties = files.map(({ styling, file }) => ({
    type: 'Property',
    key: identifier(styling),
    value: {
      type: 'ArrowFunctionExpression',
      params: [],
      expression: true,
      async: false,
      generator: false,
      body: { type: 'ImportExpression', source: literal(`${file}${suffix}`) },
    },
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
  }));
  const value = `{${files.map(({ styling, file }) => `${styling}: () => import(${JSON.stringify(`${file}${suffix}`)})`).join(', ')}}`;
  return {
    type: 'mdxJsxAttribute',
    name: attribute,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
      data: {
        estree: program([{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties } }]),
      },
    },
  };
}
