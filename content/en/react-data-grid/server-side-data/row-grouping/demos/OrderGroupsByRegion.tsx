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
  toLevelQuery,
  useRequestLog,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

export default function OrderGroupsByRegion() {
  const apiRef = useGridApiRef();
  // One fake server per demo: it groups the order lines on its side, one level per request.
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 700 }),
  );
  const log = useRequestLog(server);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getLevel(toLevelQuery(params));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      // The server gives each row its key in the level and the number of rows it groups.
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'category'] } },
  });

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          dataSource={dataSource}
          columns={orderColumns}
          groupingColDef={orderGroupingColDef}
          initialState={initialState}
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
