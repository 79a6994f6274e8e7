import type { GridFilterItem, GridFilterModel, GridPaginationModel, GridRowId, GridSortModel } from '@mui/x-data-grid';

/**
 * A fake Data Grid back end that runs in the browser, shared by the demos of this site.
 * It keeps its own copy of the rows and answers like a remote API would: after a delay,
 * filtering, sorting and paginating on its side, validating writes, and failing on demand.
 * Replace it with calls to your own API; the demos only use `getRows`, `updateRow`,
 * `insertRow` and `deleteRow`.
 */

export interface GridQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  /** A page to return; `start`/`end` (row indexes, `end` excluded) work too. */
  paginationModel?: GridPaginationModel;
  start?: number;
  end?: number;
}

export interface GridPage<R> {
  rows: R[];
  /** The number of rows that pass the filters, on every page. */
  rowCount: number;
}

/** What the server rejects a request with: an HTTP-like status and a message for people. */
export class GridServerError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'GridServerError';
    this.status = status;
  }
}

export interface GridServerLogEntry {
  id: number;
  request: string;
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
}

export interface GridServer<R extends { id: GridRowId }> {
  getRows(query: GridQuery, signal?: AbortSignal): Promise<GridPage<R>>;
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

type Value = unknown;

function text(value: Value): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function isEmpty(value: Value): boolean {
  return value === null || value === undefined || value === '';
}

/** A date's calendar day as `YYYY-MM-DD`; a filter date typed in a date input is UTC midnight. */
function dayKey(value: Date): string {
  const utcMidnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
  const [year, month, day] = utcMidnight
    ? [value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()]
    : [value.getFullYear(), value.getMonth(), value.getDate()];
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function compareValues(a: Value, b: Value): number {
  if (isEmpty(a) || isEmpty(b)) return Number(!isEmpty(a)) - Number(!isEmpty(b));
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b));
}

function matchesDate(cell: Value, item: GridFilterItem): boolean {
  if (!(cell instanceof Date)) return false;
  const filter = item.value instanceof Date ? item.value : new Date(String(item.value));
  const [cellDay, filterDay] = [dayKey(cell), dayKey(filter)];
  switch (item.operator) {
    case 'is':
      return cellDay === filterDay;
    case 'not':
      return cellDay !== filterDay;
    case 'after':
      return cellDay > filterDay;
    case 'onOrAfter':
      return cellDay >= filterDay;
    case 'before':
      return cellDay < filterDay;
    case 'onOrBefore':
      return cellDay <= filterDay;
    default:
      throw new GridServerError(400, `The server cannot filter dates with "${item.operator}".`);
  }
}

function matchesNumber(cell: Value, item: GridFilterItem): boolean {
  if (typeof cell !== 'number') return false;
  const filter = Number(item.value);
  switch (item.operator) {
    case '=':
      return cell === filter;
    case '!=':
      return cell !== filter;
    case '>':
      return cell > filter;
    case '>=':
      return cell >= filter;
    case '<':
      return cell < filter;
    case '<=':
      return cell <= filter;
    default:
      throw new GridServerError(400, `The server cannot filter numbers with "${item.operator}".`);
  }
}

function matchesText(cell: Value, item: GridFilterItem): boolean {
  const value = text(cell).toLowerCase();
  const filter = text(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return value.includes(filter);
    case 'doesNotContain':
      return !value.includes(filter);
    case 'equals':
    case 'is':
      return value === filter;
    case 'doesNotEqual':
    case 'not':
      return value !== filter;
    case 'startsWith':
      return value.startsWith(filter);
    case 'endsWith':
      return value.endsWith(filter);
    default:
      throw new GridServerError(400, `The server cannot filter text with "${item.operator}".`);
  }
}

/** Whether a row passes one filter item; an item still waiting for its value lets every row pass. */
function matchesItem(row: Record<string, Value>, item: GridFilterItem): boolean {
  const cell = row[item.field];
  if (item.operator === 'isEmpty') return isEmpty(cell);
  if (item.operator === 'isNotEmpty') return !isEmpty(cell);
  if (item.operator === 'isAnyOf') {
    const values = Array.isArray(item.value) ? item.value : [];
    return values.length === 0 || values.some((value) => text(value).toLowerCase() === text(cell).toLowerCase());
  }
  if (isEmpty(item.value)) return true;
  if (typeof cell === 'number' || typeof item.value === 'number') return matchesNumber(cell, item);
  if (cell instanceof Date || item.value instanceof Date) return matchesDate(cell, item);
  return matchesText(cell, item);
}

function matchesModel(row: Record<string, Value>, model: GridFilterModel | undefined): boolean {
  if (!model) return true;
  const items = model.items ?? [];
  const passItems =
    items.length === 0 ||
    (model.logicOperator === 'or'
      ? items.some((item) => matchesItem(row, item))
      : items.every((item) => matchesItem(row, item)));
  const words = (model.quickFilterValues ?? []).filter((word) => !isEmpty(word));
  const cells = Object.values(row).map((cell) => text(cell).toLowerCase());
  const hasWord = (word: Value) => cells.some((cell) => cell.includes(text(word).toLowerCase()));
  const passWords =
    words.length === 0 || (model.quickFilterLogicOperator === 'or' ? words.some(hasWord) : words.every(hasWord));
  return passItems && passWords;
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
  function request<T>(label: string, signal: AbortSignal | undefined, work: () => T): Promise<T> {
    requestCount += 1;
    const id = requestCount;
    // Deterministic jitter: the same sequence of requests always takes the same times.
    const delay = Math.round(latencyMs * (0.7 + (0.6 * ((id * 7919) % 101)) / 100));
    const emit = (entry: Omit<GridServerLogEntry, 'id' | 'request'>) =>
      listeners.forEach((listener) => listener({ id, request: label, ...entry }));
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
      const label = `GET rows${query.paginationModel ? ` page ${query.paginationModel.page + 1}` : ''}`;
      return request(label, signal, () => {
        const matching = table().filter((row) =>
          matchesModel(row as unknown as Record<string, Value>, query.filterModel),
        );
        for (const { field, sort } of [...(query.sortModel ?? [])].reverse()) {
          // Stable sorts from the last key to the first give a multi-column order.
          const direction = sort === 'desc' ? -1 : 1;
          matching.sort(
            (a, b) =>
              direction * compareValues((a as Record<string, Value>)[field], (b as Record<string, Value>)[field]),
          );
        }
        const page = query.paginationModel;
        const start = page ? page.page * page.pageSize : (query.start ?? 0);
        const end = page ? start + page.pageSize : (query.end ?? matching.length);
        return { rows: matching.slice(start, end).map((row) => ({ ...row })), rowCount: matching.length };
      });
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
