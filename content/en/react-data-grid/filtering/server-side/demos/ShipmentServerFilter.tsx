import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createShipments,
  shipmentColumns,
  SHIPMENT_COUNT,
  type Shipment,
} from './shipment-rows';

export default function ShipmentServerFilter() {
  const [server] = React.useState(() =>
    createGridServer<Shipment>({ rows: createShipments, latencyMs: 700 }),
  );
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Delayed' }],
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    server
      .getRows({ filterModel }, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        // An aborted request was replaced by a newer one: nothing to do.
        if (!controller.signal.aborted) {
          setError(reason instanceof Error ? reason.message : 'The request failed.');
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [server, filterModel]);

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </div>
      <Typography variant="body2" role="status">
        {error ??
          (loading
            ? 'Asking the server…'
            : `The server sent ${rows.length} of its ${SHIPMENT_COUNT} shipments.`)}
      </Typography>
    </Stack>
  );
}
