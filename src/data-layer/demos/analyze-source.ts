import { parse } from '@babel/parser';

/** The longest returned JSX shown as a collapsed preview of a demo's code. */
export const PREVIEW_MAX_LINES = 16;

type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown };

function parseModule(source: string, typescript: boolean) {
  return parse(source, { sourceType: 'module', plugins: typescript ? ['typescript', 'jsx'] : ['jsx'] });
}

/** Module specifiers a file imports or re-exports (type-only imports excluded). */
export function importSpecifiers(source: string, typescript: boolean): string[] {
  const specifiers: string[] = [];
  for (const statement of parseModule(source, typescript).program.body) {
    const node = statement as unknown as Node & {
      source?: { value: string } | null;
      importKind?: string;
      exportKind?: string;
    };
    const isImport = node.type === 'ImportDeclaration' && node.importKind !== 'type';
    const isReexport =
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      node.exportKind !== 'type';
    if ((isImport || isReexport) && node.source) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/**
 * The JSX the demo's default export returns, dedented, when it is short enough to stand for the
 * whole demo in the collapsed code view; null otherwise.
 */
export function jsxPreview(source: string, typescript: boolean): string | null {
  const program = parseModule(source, typescript).program;
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration') as unknown as
    | (Node & { declaration: Node })
    | undefined;
  if (!exported) {
    return null;
  }
  let fn: Node | undefined = exported.declaration;
  if (fn.type === 'Identifier') {
    const name = (fn as unknown as { name: string }).name;
    fn = program.body
      .map((statement) => statement as unknown as Node)
      .flatMap((statement): Node[] => {
        if (statement.type === 'FunctionDeclaration' && (statement.id as { name?: string } | null)?.name === name)
          return [statement];
        if (statement.type === 'VariableDeclaration') {
          const declarations = statement.declarations as (Node & { id: { name?: string }; init: Node | null })[];
          return declarations.filter((d) => d.id.name === name && d.init).map((d) => d.init as Node);
        }
        return [];
      })[0];
  }
  if (!fn || !['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(fn.type)) {
    return null;
  }
  const body = fn.body as Node & { body?: Node[] };
  const returned =
    body.type === 'BlockStatement'
      ? (body.body ?? [])
          .filter((statement) => statement.type === 'ReturnStatement')
          .map((statement) => statement.argument as Node | null)
          .pop()
      : body;
  if (!returned || (returned.type !== 'JSXElement' && returned.type !== 'JSXFragment')) {
    return null;
  }
  const text = source.slice(returned.start ?? 0, returned.end ?? 0);
  const lines = dedent(text).split('\n');
  return lines.length <= PREVIEW_MAX_LINES ? lines.join('\n') : null;
}

/** Removes the indentation of every line but the first (which starts at the JSX itself). */
function dedent(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  const indents = rest.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const closingIndent = Math.min(...indents, Number.POSITIVE_INFINITY);
  // The closing tag sits one level left of the children; align everything to it.
  const remove = Number.isFinite(closingIndent) ? closingIndent : 0;
  return [first, ...rest.map((line) => line.slice(Math.min(remove, /^ */.exec(line)?.[0].length ?? 0)))].join('\n');
}
