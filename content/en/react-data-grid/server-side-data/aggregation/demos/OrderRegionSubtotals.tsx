import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createOrderLines,
  describeRequest,
  orderColumns,
  orderGroupingColDef,
  serverAggregationFunctions,
  toLevelQuery,
  useRequestLog,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

export default function OrderRegionSubtotals() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 600 }),
  );
  const log = useRequestLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getLevel(toLevelQuery(params));
        return {
          rows: answer.rows,
          rowCount: answer.rowCount,
          // Only the top-level answer carries the grand totals.
          ...(answer.aggregateRow
            ? { aggregateRow: { aggregates: answer.aggregateRow } }
            : {}),
        };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
      // Each group row arrives with its subtotals in `aggregates`.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'country'] },
      aggregation: { model: { units: 'sum', revenue: 'sum' } },
    },
  });

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          dataSource={dataSource}
          columns={orderColumns}
          groupingColDef={orderGroupingColDef}
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
