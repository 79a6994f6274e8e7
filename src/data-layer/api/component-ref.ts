import ts from 'typescript';
import type { ApiPackage } from './api-packages';
import type { ApiRefData } from './api-types';
import { declarationOf } from './declarations';
import { requireRuntime } from './runtime-module';

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** A `forwardRef` object, or a `memo` of one (`DataGrid` is `memo(forwardRef(…))`). */
function isForwardRef(component: unknown): boolean {
  const kind = field(component, '$$typeof');
  if (kind === FORWARD_REF) return true;
  return kind === MEMO && isForwardRef(field(component, 'type'));
}

function isTypeReference(type: ts.Type): type is ts.TypeReference {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    'objectFlags' in type &&
    typeof type.objectFlags === 'number' &&
    (type.objectFlags & ts.ObjectFlags.Reference) !== 0
  );
}

/** The members of a union or intersection, flattened; the type itself otherwise. */
function constituents(type: ts.Type): ts.Type[] {
  return type.isUnionOrIntersection() ? type.types.flatMap(constituents) : [type];
}

/**
 * The DOM element a `ref` prop points at, from the `RefObject<T>` its type allows
 * (`React.RefAttributes<HTMLDivElement>` declares `ref?: LegacyRef<HTMLDivElement>`). Null when
 * the props declare no ref, or a ref to something that is not a named DOM element.
 */
function refElementOf(checker: ts.TypeChecker, propsType: ts.Type): string | null {
  const ref = checker.getPropertyOfType(propsType, 'ref');
  const declaration = ref ? declarationOf(ref) : undefined;
  if (!ref || !declaration) return null;
  for (const member of constituents(checker.getTypeOfSymbolAtLocation(ref, declaration))) {
    const name = member.getSymbol()?.name;
    if (!isTypeReference(member) || (name !== 'RefObject' && name !== 'MutableRefObject')) continue;
    const [target] = checker.getTypeArguments(member);
    const text = target ? checker.typeToString(checker.getNonNullableType(target)) : '';
    if (/^(HTML|SVG)[A-Za-z]*Element$/.test(text)) return text;
  }
  return null;
}

/**
 * Whether a component holds a `ref`, and on which element. React 18 hands a `ref` only to a
 * `forwardRef` component, so the package's runtime export decides: its types sometimes declare a
 * `ref` that a plain function component never receives (`DayCalendarSkeleton`), or none where
 * the export does forward it (`YearCalendar`). The element's type comes from the declarations.
 */
export function componentRef(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  home: ApiPackage,
  exportName: string,
): ApiRefData {
  let runtime: unknown;
  try {
    runtime = requireRuntime(home.dir);
  } catch (error) {
    const message = field(error, 'message');
    throw new Error(
      `Loading ${home.name}'s CommonJS build from ${home.dir}, to see whether "${exportName}" forwards its ref, failed: ${typeof message === 'string' ? message : String(error)}`,
      { cause: error },
    );
  }
  const component = field(runtime, exportName);
  if (component === undefined) {
    throw new Error(`${home.name}'s CommonJS build at ${home.dir} has no export "${exportName}".`);
  }
  return isForwardRef(component)
    ? { forwarded: true, element: refElementOf(checker, propsType) }
    : { forwarded: false, element: null };
}
