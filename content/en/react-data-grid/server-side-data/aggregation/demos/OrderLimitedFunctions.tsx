import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createOrderLines,
  describeRequest,
  orderColumns,
  toFlatQuery,
  useRequestLog,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

// Only what this API offers: the names are the ones the server understands.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'total', columnTypes: ['number'] },
  max: { label: 'largest', columnTypes: ['number'] },
  size: { label: 'lines', hasCellUnit: false },
};

// Units can be totalled; revenue can also show its largest line.
const columns: GridColDef<OrderLine>[] = orderColumns.map((column) => {
  if (column.field === 'units') {
    return { ...column, availableAggregationFunctions: ['sum'] };
  }
  if (column.field === 'revenue') {
    return { ...column, availableAggregationFunctions: ['sum', 'max'] };
  }
  return column;
});

const initialState: GridInitialState = {
  pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 },
  aggregation: { model: { product: 'size', revenue: 'sum' } },
};

export default function OrderLimitedFunctions() {
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 500 }),
  );
  const log = useRequestLog(server, 2);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toFlatQuery(params));
        return {
          rows: answer.rows,
          rowCount: answer.rowCount,
          aggregateRow: { aggregates: answer.aggregateRow },
        };
      },
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={columns}
          aggregationFunctions={aggregationFunctions}
          initialState={initialState}
          pagination
          pageSizeOptions={[10]}
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
          : log.map((entry) => <div key={entry.id}>{describeRequest(entry)}</div>)}
      </Typography>
    </Stack>
  );
}
