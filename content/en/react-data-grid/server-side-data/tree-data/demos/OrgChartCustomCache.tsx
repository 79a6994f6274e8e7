import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createEmployees,
  employeeColumns,
  employeeGroupingColDef,
  type Employee,
} from './org-chart';

interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
}

/**
 * A cache that keeps answers for 30 seconds and reports what it does. The key must include
 * `groupKeys`: without them, the children of two different rows would share an entry.
 */
class CountingCache implements GridDataSourceCache {
  private entries = new Map<
    string,
    { value: GridGetRowsResponse; expires: number }
  >();

  private stats: CacheStats = { entries: 0, hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly onChange: (stats: CacheStats) => void,
  ) {}

  private static key(params: GridGetRowsParams): string {
    const { groupKeys, filterModel, sortModel, start, end } = params;
    return JSON.stringify([groupKeys, filterModel, sortModel, start, end]);
  }

  private report(change: Partial<CacheStats>) {
    this.stats = { ...this.stats, ...change, entries: this.entries.size };
    this.onChange(this.stats);
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(CountingCache.key(params), {
      value,
      expires: Date.now() + this.ttlMs,
    });
    this.report({});
  }

  get(params: GridGetRowsParams) {
    const key = CountingCache.key(params);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expires < Date.now()) {
      this.entries.delete(key);
      this.report({ misses: this.stats.misses + 1 });
      return undefined;
    }
    this.report({ hits: this.stats.hits + 1 });
    return entry.value;
  }

  clear() {
    this.entries.clear();
    this.report({});
  }
}

export default function OrgChartCustomCache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<Employee>({
      rows: createEmployees,
      treePath: (row) => row.path,
      latencyMs: 600,
    }),
  );
  const [stats, setStats] = React.useState<CacheStats>({
    entries: 0,
    hits: 0,
    misses: 0,
  });
  const [cache] = React.useState(() => new CountingCache(30_000, setStats));

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getLevel({
          groupKeys: params.groupKeys ?? [],
          filterModel: params.filterModel,
          sortModel: params.sortModel,
        });
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" aria-live="polite">
          Cache: {stats.entries} entries, {stats.hits} hits, {stats.misses} misses
        </Typography>
        <Button
          size="small"
          onClick={() => apiRef.current?.dataSource.cache.clear()}
        >
          Clear the cache
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          dataSource={dataSource}
          dataSourceCache={cache}
          columns={employeeColumns}
          groupingColDef={employeeGroupingColDef}
          // The grid stores answers in chunks of the smallest page size: one chunk per answer here.
          pageSizeOptions={[100]}
          hideFooter
        />
      </div>
    </Stack>
  );
}
