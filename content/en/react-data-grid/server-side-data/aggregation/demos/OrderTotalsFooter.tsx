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
  pagination: { paginationModel: { page: 0, pageSize: 10 }, rowCount: 0 },
  aggregation: { model: { units: 'sum', revenue: 'sum' } },
};

export default function OrderTotalsFooter() {
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 600 }),
  );
  const log = useRequestLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // `params.aggregationModel` says which totals to compute: { units: 'sum', … }.
        const answer = await server.getRows(toFlatQuery(params));
        return {
          rows: answer.rows,
          rowCount: answer.rowCount,
          // The totals of every order line that passes the filters, not only this page.
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
          columns={orderColumns}
          aggregationFunctions={serverAggregationFunctions}
          initialState={initialState}
          pagination
          pageSizeOptions={[10, 25]}
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
