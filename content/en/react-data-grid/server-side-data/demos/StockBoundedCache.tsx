import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import { createStockItems, stockColumns, type StockItem } from './stock-items';

interface CacheReport {
  /** The row ranges held, least recently used first. */
  ranges: string[];
  hits: number;
  misses: number;
}

/**
 * A cache that keeps at most `limit` entries and drops the least recently used one first.
 * The grid calls `get` and `set` once per chunk of rows, never for a whole page at once.
 */
class BoundedCache implements GridDataSourceCache {
  limit: number;

  onChange: (report: CacheReport) => void;

  entries = new Map<string, { range: string; response: GridGetRowsResponse }>();

  hits = 0;

  misses = 0;

  constructor(limit: number, onChange: (report: CacheReport) => void) {
    this.limit = limit;
    this.onChange = onChange;
  }

  keyOf(params: GridGetRowsParams) {
    // Everything that changes the answer: the filters, the sort order and the row range.
    return JSON.stringify([
      params.filterModel,
      params.sortModel,
      params.start,
      params.end,
    ]);
  }

  report() {
    this.onChange({
      ranges: [...this.entries.values()].map((entry) => entry.range),
      hits: this.hits,
      misses: this.misses,
    });
  }

  set = (params: GridGetRowsParams, response: GridGetRowsResponse) => {
    const key = this.keyOf(params);
    this.entries.delete(key);
    const order = params.sortModel.map(({ field, sort }) => `${field} ${sort}`);
    const filtered =
      params.filterModel.items.length > 0 ||
      (params.filterModel.quickFilterValues ?? []).length > 0;
    this.entries.set(key, {
      range: [
        `${Number(params.start) + 1}–${params.end + 1}`,
        ...order,
        ...(filtered ? ['filtered'] : []),
      ].join(' · '),
      response,
    });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) {
        break;
      }
      this.entries.delete(oldest.value);
    }
    this.report();
  };

  get = (params: GridGetRowsParams) => {
    const key = this.keyOf(params);
    const entry = this.entries.get(key);
    if (entry) {
      // Used again: move it to the end, away from eviction.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
    } else {
      this.misses += 1;
    }
    this.report();
    return entry?.response;
  };

  clear = () => {
    this.entries.clear();
    this.report();
  };
}

export default function StockBoundedCache() {
  const [server] = React.useState(() =>
    createGridServer<StockItem>({ rows: createStockItems, latencyMs: 600 }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const page = await server.getRows(params);
        return { rows: page.rows, rowCount: page.rowCount };
      },
    }),
    [server],
  );

  const [report, setReport] = React.useState<CacheReport>({
    ranges: [],
    hits: 0,
    misses: 0,
  });
  // Created once, like the data source: a new cache object replaces the one in use.
  const [cache] = React.useState(() => new BoundedCache(4, setReport));

  return (
    <Stack spacing={1}>
      <div style={{ height: 370, width: '100%' }}>
        <DataGrid
          columns={stockColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10, 20]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 }, rowCount: 0 },
          }}
        />
      </div>
      <Box
        component="section"
        aria-label="Cache contents"
        sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="body2" role="status">
            Hits: {report.hits} · Misses: {report.misses} · Chunks held:{' '}
            {report.ranges.length} of {cache.limit}
          </Typography>
          <Button size="small" onClick={() => cache.clear()}>
            Empty the cache
          </Button>
        </Stack>
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          aria-label="Cached row ranges, least recently used first"
          sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', minHeight: 32 }}
        >
          {report.ranges.map((range, index) => (
            <li key={`${range}-${index}`}>
              <Chip size="small" label={`Rows ${range}`} />
            </li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
