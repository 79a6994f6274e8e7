import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridDataSource,
  type GridRowGroupingModel,
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

const groupings: Record<string, GridRowGroupingModel> = {
  'Region › Country': ['region', 'country'],
  'Channel › Category': ['channel', 'category'],
  'Category › Product': ['category', 'product'],
  Channel: ['channel'],
};

export default function OrderGroupingModelPicker() {
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 600 }),
  );
  const log = useRequestLog(server);
  const [rowGroupingModel, setRowGroupingModel] =
    React.useState<GridRowGroupingModel>(['region', 'country']);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // `params.groupFields` is the current row grouping model.
      getRows: async (params) => {
        const answer = await server.getLevel(toLevelQuery(params));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  const selected =
    Object.keys(groupings).find(
      (label) => groupings[label]?.join() === rowGroupingModel.join(),
    ) ?? null;

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, label: string | null) => {
          const model = label === null ? undefined : groupings[label];
          if (model) {
            setRowGroupingModel(model);
          }
        }}
        aria-label="Group the orders by"
      >
        {Object.keys(groupings).map((label) => (
          <ToggleButton key={label} value={label}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={orderColumns}
          groupingColDef={orderGroupingColDef}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
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
