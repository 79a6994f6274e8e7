import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridDataSource,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createOrderLines,
  describeRequest,
  orderColumns,
  serverAggregationFunctions,
  toFlatQuery,
  useRequestLog,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

const initialState: GridInitialState = {
  // With lazy loading, the page size is the number of rows asked for at a time.
  pagination: { paginationModel: { page: 0, pageSize: 50 } },
  aggregation: { model: { units: 'avg', revenue: 'max' } },
};

export default function OrderTotalsLazyLoading() {
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 600 }),
  );
  const log = useRequestLog(server);

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
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          dataSource={dataSource}
          lazyLoading
          columns={orderColumns}
          aggregationFunctions={serverAggregationFunctions}
          initialState={initialState}
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
