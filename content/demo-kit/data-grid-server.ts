import type { GridFilterModel, GridPaginationModel, GridRowId, GridSortModel } from '@mui/x-data-grid';
import {
  aggregate,
  groupLevel,
  treeLevel,
  type LevelQuery,
  type LevelRow,
  type Row,
  type ServerAggregationModel,
} from '@demo-kit/data-grid-groups';
import { GridServerError, matchesModel, sortRows, type Value } from '@demo-kit/data-grid-query';

export { GridServerError };
export type { LevelQuery, LevelRow, ServerAggregationModel };

/**
 * A fake Data Grid back end that runs in the browser, shared by the demos of this site.
 * It keeps its own copy of the rows and answers like a remote API would: after a delay,
 * filtering, sorting and paginating on its side, validating writes, and failing on demand.
 * Replace it with calls to your own API; the demos only use `getRows`, `getLevel` (one level of a
 * tree or a grouping), `updateRow`, `insertRow` and `deleteRow`.
 */

export interface GridQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  /** A page to return; `start`/`end` (row indexes, `end` excluded) work too. */
  paginationModel?: GridPaginationModel;
  start?: number | string;
  end?: number;
  /** Aggregated values over every row that passes the filters come back as `aggregateRow`. */
  aggregationModel?: ServerAggregationModel;
}

/** A query for one level of a tree (`treePath` option) or of a grouping (`groupFields`). */
export type GridLevelQuery = LevelQuery & Omit<GridQuery, 'filterModel' | 'sortModel' | 'aggregationModel'>;

export interface GridPage<R> {
  rows: R[];
  /** The number of rows that pass the filters, on every page. */
  rowCount: number;
  /** The aggregated values the query asked for, over every row that passes the filters. */
  aggregateRow?: Record<string, Value>;
}

export interface GridServerLogEntry {
  id: number;
  request: string;
  /** The query of a read, as the server received it. */
  query?: GridQuery | GridLevelQuery;
  status: 'pending' | 'ok' | 'failed' | 'aborted';
  /** Time to the answer, in milliseconds, once there is one. */
  durationMs?: number;
  message?: string;
}

export interface GridServerOptions<R> {
  /** The rows the server starts with; a function is called on the first request. */
  rows: readonly R[] | (() => readonly R[]);
  /** The average answer time in milliseconds (each answer varies by up to 30%). */
  latencyMs?: number;
  /** A server-side rule for writes: a message rejects the row with status 422. */
  validate?: (row: R) => string | null;
  /** For tree data: a row's path from the top (`['Music', 'Jazz', 'Blue in Green']`); the last part is its own. */
  treePath?: (row: R) => readonly string[];
}

export interface GridServer<R extends { id: GridRowId }> {
  getRows(query: GridQuery, signal?: AbortSignal): Promise<GridPage<R>>;
  /** One level of a tree or of a grouping: see `GridLevelQuery` and `LevelRow`. */
  getLevel(query: GridLevelQuery, signal?: AbortSignal): Promise<GridPage<LevelRow>>;
  updateRow(row: R, signal?: AbortSignal): Promise<R>;
  insertRow(row: R, signal?: AbortSignal): Promise<R>;
  deleteRow(id: GridRowId, signal?: AbortSignal): Promise<void>;
  /** The rows as the server holds them now. */
  storedRows(): readonly R[];
  setLatency(latencyMs: number): void;
  /** Makes the next `count` requests fail with status 503, as an outage would. */
  failNextRequests(count: number): void;
  /** Calls `listener` when a request starts and when it ends; returns the unsubscribe function. */
  subscribe(listener: (entry: GridServerLogEntry) => void): () => void;
}

/** Creates a fake server over `options.rows`; each demo creates its own, so demos never share state. */
export function createGridServer<R extends { id: GridRowId }>(options: GridServerOptions<R>): GridServer<R> {
  let rows: R[] | null = null;
  let latencyMs = options.latencyMs ?? 600;
  let failuresLeft = 0;
  let requestCount = 0;
  const listeners = new Set<(entry: GridServerLogEntry) => void>();

  const table = (): R[] => {
    rows ??= [...(typeof options.rows === 'function' ? options.rows() : options.rows)];
    return rows;
  };

  /** Runs `work` after the latency, reporting the request to the listeners. */
  function request<T>(
    label: string,
    signal: AbortSignal | undefined,
    work: () => T,
    query?: GridQuery | GridLevelQuery,
  ): Promise<T> {
    requestCount += 1;
    const id = requestCount;
    // Deterministic jitter: the same sequence of requests always takes the same times.
    const delay = Math.round(latencyMs * (0.7 + (0.6 * ((id * 7919) % 101)) / 100));
    const emit = (entry: Omit<GridServerLogEntry, 'id' | 'request'>) =>
      listeners.forEach((listener) => listener({ id, request: label, ...(query ? { query } : {}), ...entry }));
    emit({ status: 'pending' });

    return new Promise<T>((resolve, reject) => {
      const abort = () => {
        clearTimeout(timer);
        emit({ status: 'aborted' });
        reject(new DOMException('The request was aborted.', 'AbortError'));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', abort);
        try {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new GridServerError(503, 'The server is unavailable. Try again in a moment.');
          }
          const result = work();
          emit({ status: 'ok', durationMs: delay });
          resolve(result);
        } catch (error) {
          emit({ status: 'failed', durationMs: delay, message: (error as Error).message });
          reject(error);
        }
      }, delay);
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
    });
  }

  function indexOf(id: GridRowId): number {
    const index = table().findIndex((row) => row.id === id);
    if (index === -1) throw new GridServerError(404, `There is no row ${id} on the server.`);
    return index;
  }

  function checked(row: R): R {
    const problem = options.validate?.(row) ?? null;
    if (problem !== null) throw new GridServerError(422, problem);
    return { ...row };
  }

  return {
    getRows(query, signal) {
      return request(
        `GET rows ${describeRange(query)}`.trimEnd(),
        signal,
        () => {
          const matching = sortRows(
            table().filter((row) => matchesModel(row as unknown as Record<string, Value>, query.filterModel)),
            query.sortModel,
          );
          const aggregateRow = query.aggregationModel
            ? { aggregateRow: aggregate(matching as unknown as LevelRow[], query.aggregationModel) }
            : {};
          return {
            rows: slice(matching, query).map((row) => ({ ...row })),
            rowCount: matching.length,
            ...aggregateRow,
          };
        },
        query,
      );
    },
    getLevel(query, signal) {
      const where = (query.groupKeys ?? []).length > 0 ? ` in ${(query.groupKeys ?? []).join(' › ')}` : '';
      return request(
        `GET ${query.groupFields?.length ? 'groups' : 'nodes'}${where} ${describeRange(query)}`.trimEnd(),
        signal,
        () => {
          const stored = table() as unknown as LevelRow[];
          let level: LevelRow[];
          if (query.groupFields && query.groupFields.length > 0) level = groupLevel(stored, query);
          else if (options.treePath) {
            const pathOf = options.treePath as unknown as (row: Row) => readonly string[];
            level = treeLevel(stored, pathOf, query);
          } else throw new GridServerError(400, 'This server has neither a tree (treePath) nor grouped fields.');
          const top = (query.groupKeys ?? []).length === 0 && query.aggregationModel;
          const aggregateRow = top
            ? {
                aggregateRow: aggregate(
                  stored.filter((row) => matchesModel(row, query.filterModel)),
                  query.aggregationModel,
                ),
              }
            : {};
          return { rows: slice(level, query), rowCount: level.length, ...aggregateRow };
        },
        query,
      );
    },
    updateRow(row, signal) {
      return request(`PATCH row ${row.id}`, signal, () => {
        const index = indexOf(row.id);
        const saved = checked(row);
        table()[index] = saved;
        return { ...saved };
      });
    },
    insertRow(row, signal) {
      return request(`POST row ${row.id}`, signal, () => {
        if (table().some((existing) => existing.id === row.id)) {
          throw new GridServerError(409, `Row ${row.id} already exists on the server.`);
        }
        const saved = checked(row);
        table().push(saved);
        return { ...saved };
      });
    },
    deleteRow(id, signal) {
      return request(`DELETE row ${id}`, signal, () => {
        table().splice(indexOf(id), 1);
      });
    },
    storedRows: () => table().map((row) => ({ ...row })),
    setLatency(next) {
      latencyMs = Math.max(0, next);
    },
    failNextRequests(count) {
      failuresLeft = Math.max(0, count);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The rows a query's page or `start`/`end` range asks for. */
function slice<T>(rows: readonly T[], query: GridQuery): T[] {
  const page = query.paginationModel;
  const start = page ? page.page * page.pageSize : Number(query.start ?? 0);
  const end = page ? start + page.pageSize : (query.end ?? rows.length);
  return rows.slice(start, end);
}

/** A query's page or range, for the request log: `page 2`, `100–199`, or nothing for all rows. */
function describeRange(query: GridQuery): string {
  if (query.paginationModel) return `page ${query.paginationModel.page + 1}`;
  if (query.start !== undefined && query.end !== undefined) return `${Number(query.start)}–${query.end}`;
  return '';
}
