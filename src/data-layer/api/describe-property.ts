import ts from 'typescript';
import { owningPackage, planOfPackage } from './api-packages';
import type { ApiPropData, ApiSignatureData } from './api-types';
import { declarationOf, jsDocOf, normalizeTypeText, tagText, typeTextOf, type JsDoc } from './declarations';

/** `@param name text` → name and text. */
function paramTags(doc: JsDoc): Map<string, string> {
  const params = new Map<string, string>();
  for (const tag of doc.tags) {
    if (tag.name !== 'param') continue;
    const match = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(tag.text);
    if (match?.[1]) params.set(match[1], (match[2] ?? '').trim());
  }
  return params;
}

function isFunctionTypeNode(node: ts.TypeNode | undefined): boolean {
  if (!node) return false;
  if (ts.isFunctionTypeNode(node)) return true;
  if (ts.isParenthesizedTypeNode(node)) return isFunctionTypeNode(node.type);
  if (ts.isUnionTypeNode(node)) return node.types.some(isFunctionTypeNode);
  return false;
}

/**
 * A function signature, for callback props: written as a function type, or documented with
 * `@param` / `@returns` (a named callback type such as `GridEventListener<'rowClick'>`).
 */
function signatureOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
  doc: JsDoc,
): ApiSignatureData | null {
  const typeNode =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined;
  const isMethod =
    declaration !== undefined && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration));
  const documented = doc.tags.some((tag) => tag.name === 'param' || tag.name === 'returns' || tag.name === 'return');
  if (!isMethod && !isFunctionTypeNode(typeNode) && !documented) return null;
  const type = declaration
    ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration))
    : undefined;
  const signature = type?.getCallSignatures()[0];
  if (!signature) return null;
  const described = paramTags(doc);
  // A function type written out keeps its parameter types as written; a named callback type
  // (`GridEventListener<'rowClick'>`) shows them as instantiated for this prop.
  const writtenOut = isMethod || isFunctionTypeNode(typeNode);
  const args = signature.getParameters().map((parameter) => {
    const parameterDeclaration = declarationOf(parameter);
    return {
      name: parameter.name,
      type: writtenOut
        ? typeTextOf(checker, parameter, parameterDeclaration)
        : normalizeTypeText(
            checker.typeToString(checker.getTypeOfSymbol(parameter), undefined, ts.TypeFormatFlags.NoTruncation),
          ),
      description: described.get(parameter.name) ?? '',
    };
  });
  const returnType = normalizeTypeText(
    checker.typeToString(signature.getReturnType(), undefined, ts.TypeFormatFlags.NoTruncation),
  );
  const returnsText = tagText(doc, 'returns', 'return');
  return {
    type: `(${args.map((arg) => `${arg.name}: ${arg.type}`).join(', ')}) => ${returnType}`,
    args,
    returns: returnType === 'void' && !returnsText ? null : { type: returnType, description: returnsText ?? '' },
  };
}

/** One prop or interface property, with everything its JSDoc says. */
export function describeProperty(checker: ts.TypeChecker, symbol: ts.Symbol): ApiPropData {
  const declaration = declarationOf(symbol);
  const doc = jsDocOf(checker, symbol);
  const owner = declaration ? owningPackage(declaration.getSourceFile().fileName) : null;
  const deprecated = tagText(doc, 'deprecated');
  return {
    name: symbol.name,
    type: typeTextOf(checker, symbol, declaration),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    defaultValue: tagText(doc, 'default', 'defaultValue'),
    description: doc.text,
    deprecated,
    signature: signatureOf(checker, symbol, declaration, doc),
    plan: owner ? planOfPackage(owner.name) : 'community',
  };
}

/** The documentation of a component or interface itself, without the lists of links to the reference site. */
export function ownDescription(doc: JsDoc): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of doc.text.split('\n')) {
    if (/^(Demos|API|Features):\s*$/.test(line.trim())) {
      skipping = true;
      continue;
    }
    if (skipping && (line.trim() === '' || /^\s*-\s/.test(line))) continue;
    skipping = false;
    kept.push(line);
  }
  return kept.join('\n').trim();
}
