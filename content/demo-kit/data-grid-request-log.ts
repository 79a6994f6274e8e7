import * as React from 'react';
import type { GridFilterModel, GridRowId, GridSortModel } from '@mui/x-data-grid';
import type { GridQuery, GridServer, GridServerLogEntry } from '@demo-kit/data-grid-server';

export interface RequestLine {
  id: number;
  status: GridServerLogEntry['status'];
  text: string;
}

const count = new Intl.NumberFormat('en-US');

function describeFilter(model: GridFilterModel | undefined): string {
  const items = (model?.items ?? [])
    .filter((item) => item.value !== undefined && item.value !== '')
    .map((item) => `${item.field} ${item.operator} ${String(item.value)}`);
  const words = (model?.quickFilterValues ?? []).filter((word) => word !== '');
  if (words.length > 0) {
    items.push(`search "${words.join(' ')}"`);
  }
  return items.length > 0 ? ` · filter ${items.join(', ')}` : '';
}

function describeSort(model: GridSortModel | undefined): string {
  const keys = (model ?? []).map(({ field, sort }) => `${field} ${sort ?? ''}`.trim());
  return keys.length > 0 ? ` · sort ${keys.join(', ')}` : '';
}

/** What a read asked the server for, in a few words: `page 2 (10 rows) · sort quantity desc`. */
export function describeQuery(query: GridQuery): string {
  const { paginationModel, start, end } = query;
  let range = 'all rows';
  if (paginationModel) {
    range = `page ${paginationModel.page + 1} (${paginationModel.pageSize} rows)`;
  } else if (start !== undefined && end !== undefined) {
    range = `rows ${count.format(Number(start) + 1)}–${count.format(end)}`;
  }
  return `${range}${describeSort(query.sortModel)}${describeFilter(query.filterModel)}`;
}

function describeOutcome(entry: GridServerLogEntry): string {
  switch (entry.status) {
    case 'pending':
      return 'waiting…';
    case 'ok':
      return `answered in ${entry.durationMs} ms`;
    case 'aborted':
      return 'cancelled';
    default:
      return `failed: ${entry.message}`;
  }
}

/**
 * Follows the requests a fake server receives: the newest `limit` of them, each with the time
 * it was sent (seconds since the demo started) and its outcome, plus how many were sent in all.
 */
export function useRequestLog(server: Pick<GridServer<{ id: GridRowId }>, 'subscribe'>, limit = 6) {
  const [lines, setLines] = React.useState<RequestLine[]>([]);
  const [requestCount, setRequestCount] = React.useState(0);

  React.useEffect(() => {
    const startedAt = performance.now();
    const sentAt = new Map<number, string>();
    return server.subscribe((entry) => {
      if (entry.status === 'pending') {
        sentAt.set(entry.id, ((performance.now() - startedAt) / 1000).toFixed(1));
        setRequestCount((count) => count + 1);
      }
      const line: RequestLine = {
        id: entry.id,
        status: entry.status,
        // A read shows its query; a write shows its label, such as `PATCH row 12`.
        text: `${sentAt.get(entry.id) ?? '?'} s · ${
          entry.query ? describeQuery(entry.query as GridQuery) : entry.request
        } · ${describeOutcome(entry)}`,
      };
      setLines((current) =>
        [line, ...current.filter((previous) => previous.id !== entry.id)].sort((a, b) => b.id - a.id).slice(0, limit),
      );
    });
  }, [server, limit]);

  const clear = React.useCallback(() => {
    setLines([]);
    setRequestCount(0);
  }, []);

  return { lines, requestCount, clear };
}
