import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridDataSource,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import {
  createGridServer,
  type GridServerLogEntry,
} from '@demo-kit/data-grid-server';
import {
  createStorageItems,
  fileTotals,
  storageColumns,
  storageGroupingColDef,
  withFolderTotals,
  type StorageItem,
} from './storage-tree';

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: { hasCellUnit: false },
};

const initialState: GridInitialState = {
  aggregation: { model: { sizeMb: 'sum', modified: 'max' } },
};

export default function StorageFolderTotals() {
  const [server] = React.useState(() =>
    createGridServer<StorageItem>({
      rows: createStorageItems,
      treePath: (item) => item.path,
      latencyMs: 600,
    }),
  );
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);
  React.useEffect(
    () =>
      server.subscribe((entry) => {
        setLog((previous) =>
          [entry, ...previous.filter((item) => item.id !== entry.id)].slice(0, 3),
        );
      }),
    [server],
  );

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const groupKeys = params.groupKeys ?? [];
        const answer = await server.getLevel({
          groupKeys,
          sortModel: params.sortModel,
        });
        const items = server.storedRows();
        return {
          rows: withFolderTotals(answer.rows, items, params.aggregationModel),
          rowCount: answer.rowCount,
          ...(groupKeys.length === 0
            ? {
                aggregateRow: {
                  aggregates: fileTotals(
                    items.filter((item) => item.kind === 'File'),
                    params.aggregationModel,
                  ),
                },
              }
            : {}),
        };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          treeData
          dataSource={dataSource}
          columns={storageColumns}
          groupingColDef={storageGroupingColDef}
          aggregationFunctions={aggregationFunctions}
          initialState={initialState}
          // The folder totals above ignore filters, so the demo offers none.
          disableColumnFilter
          density="compact"
        />
      </div>
      <Typography
        variant="caption"
        component="div"
        role="log"
        aria-label="Request log"
      >
        {log.length === 0
          ? 'No request yet.'
          : log.map((entry) => (
              <div key={entry.id}>
                {entry.request} — {entry.status}
              </div>
            ))}
      </Typography>
    </Stack>
  );
}
