import type { GridFilterModel, GridRowId, GridSortModel } from '@mui/x-data-grid';
import { compareValues, GridServerError, matchesModel, sortRows, text, type Value } from '@demo-kit/data-grid-query';

/**
 * How the fake server answers for one level of a tree or of a grouping: the children of a tree
 * node, the groups under a group, or a group's rows, each with what the grid's data source reads
 * from it (`getGroupKey`, `getChildrenCount`, `getAggregatedValue`).
 */

/** The aggregation functions the server computes, by the names the grid uses. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

/** A field's aggregation function, as the grid's `aggregationModel` gives it. */
export type ServerAggregationModel = Record<string, string>;

/** A row of a level: a tree node, a group or a grouped row. */
export type LevelRow = Record<string, Value> & {
  id: GridRowId;
  /** The key the grid files the row under: the node's own path segment, or the group's value. */
  group: string;
  /** The rows below it: a tree node's descendants or a group's rows; 0 for a leaf. */
  descendantCount: number;
  /** A group's aggregated values, by field. */
  aggregates?: Record<string, Value>;
};

export interface LevelQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  /** The keys of the node or group whose children are asked for; none for the top level. */
  groupKeys?: readonly string[];
  /** Row grouping: the grouped fields, outermost first. Without them the rows form a tree. */
  groupFields?: readonly string[];
  aggregationModel?: ServerAggregationModel;
}

/** A row as the server stores it. */
export type Row = Record<string, Value> & { id: GridRowId };

/** One aggregation function over a column of values (`size` counts the rows). */
function aggregateValues(values: Value[], fn: string, field: string): Value {
  const present = values.filter((value) => value !== null && value !== undefined && value !== '');
  switch (fn) {
    case 'size':
      return values.length;
    case 'sum':
    case 'avg': {
      const numbers = present.filter((value): value is number => typeof value === 'number');
      const sum = numbers.reduce((total, value) => total + value, 0);
      if (fn === 'sum') return sum;
      return numbers.length === 0 ? null : sum / numbers.length;
    }
    case 'min':
    case 'max': {
      if (present.length === 0) return null;
      const sorted = [...present].sort(compareValues);
      return fn === 'min' ? sorted[0] : sorted[sorted.length - 1];
    }
    default:
      throw new GridServerError(400, `The server cannot aggregate "${field}" with "${fn}".`);
  }
}

/** The aggregated values of `rows` for each field of the model. */
export function aggregate(rows: readonly Row[], model: ServerAggregationModel | undefined): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const [field, fn] of Object.entries(model ?? {})) {
    result[field] = aggregateValues(
      rows.map((row) => row[field]),
      fn,
      field,
    );
  }
  return result;
}

const SEPARATOR = '\u0000';
const keyOf = (path: readonly string[]) => path.join(SEPARATOR);

/**
 * The children of the tree node at `groupKeys`. A row is shown when it, or a row below it, passes
 * the filters (so a match deep in the tree keeps its ancestors); siblings are sorted.
 */
export function treeLevel(
  rows: readonly Row[],
  pathOf: (row: Row) => readonly string[],
  query: LevelQuery,
): LevelRow[] {
  const groupKeys = query.groupKeys ?? [];
  const paths = new Map(rows.map((row) => [row, pathOf(row)]));
  // Every prefix of a matching row's path is shown.
  const shown = new Set<string>();
  for (const row of rows) {
    if (!matchesModel(row, query.filterModel)) continue;
    const path = paths.get(row) ?? [];
    for (let length = 1; length <= path.length; length += 1) shown.add(keyOf(path.slice(0, length)));
  }
  const below = new Map<string, number>();
  for (const row of rows) {
    const path = paths.get(row) ?? [];
    if (!shown.has(keyOf(path))) continue;
    for (let length = 1; length < path.length; length += 1) {
      const ancestor = keyOf(path.slice(0, length));
      below.set(ancestor, (below.get(ancestor) ?? 0) + 1);
    }
  }
  const parent = keyOf(groupKeys);
  const level = rows.filter((row) => {
    const path = paths.get(row) ?? [];
    return (
      path.length === groupKeys.length + 1 &&
      keyOf(path.slice(0, groupKeys.length)) === parent &&
      shown.has(keyOf(path))
    );
  });
  return sortRows(
    level.map((row) => {
      const path = paths.get(row) ?? [];
      return { ...row, group: path[path.length - 1] ?? '', descendantCount: below.get(keyOf(path)) ?? 0 };
    }),
    query.sortModel,
  );
}

/**
 * One level of a grouping by `groupFields`: the groups under `groupKeys` (with their row counts and
 * aggregated values), or, below the last grouped field, the group's own rows.
 */
export function groupLevel(rows: readonly Row[], query: LevelQuery): LevelRow[] {
  const groupFields = query.groupFields ?? [];
  const groupKeys = query.groupKeys ?? [];
  if (groupKeys.length > groupFields.length) {
    throw new GridServerError(
      400,
      `The server got ${groupKeys.length} group keys for ${groupFields.length} grouped fields.`,
    );
  }
  const members = rows.filter(
    (row) =>
      matchesModel(row, query.filterModel) &&
      groupKeys.every((key, depth) => text(row[groupFields[depth] ?? '']) === key),
  );
  const field = groupFields[groupKeys.length];
  if (field === undefined) {
    return sortRows(
      members.map((row) => ({ ...row, group: String(row.id), descendantCount: 0 })),
      query.sortModel,
    );
  }
  const buckets = new Map<string, Row[]>();
  for (const row of members) {
    const key = text(row[field]);
    buckets.set(key, [...(buckets.get(key) ?? []), row]);
  }
  const groups: LevelRow[] = [...buckets].map(([key, bucket]) => ({
    id: `group/${[...groupKeys, key].map(encodeURIComponent).join('/')}`,
    [field]: bucket[0]?.[field],
    group: key,
    descendantCount: bucket.length,
    aggregates: aggregate(bucket, query.aggregationModel),
  }));
  groups.sort((a, b) => compareValues(a[field], b[field]));
  // A sort on the grouped field or on an aggregated one orders the groups; others apply to rows.
  const applicable = (query.sortModel ?? []).filter(
    (item) => item.field === field || item.field in (query.aggregationModel ?? {}),
  );
  return sortRows(groups, applicable, (row, sortField) =>
    sortField === field ? row[field] : row.aggregates?.[sortField],
  );
}
