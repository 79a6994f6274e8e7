import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

interface RequestCounts {
  sent: number;
  answered: number;
  aborted: number;
}

export default function ShipmentFilterDebounce() {
  const [server] = React.useState(() =>
    createGridServer<Shipment>({ rows: createShipments, latencyMs: 500 }),
  );
  const [debounceMs, setDebounceMs] = React.useState(150);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [counts, setCounts] = React.useState<RequestCounts>({
    sent: 0,
    answered: 0,
    aborted: 0,
  });

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setCounts((current) => ({ ...current, sent: current.sent + 1 }));
    server
      .getRows({ filterModel }, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setLoading(false);
        setCounts((current) => ({ ...current, answered: current.answered + 1 }));
      })
      .catch(() => {
        if (controller.signal.aborted) {
          // A newer filter replaced this request before its answer arrived.
          setCounts((current) => ({ ...current, aborted: current.aborted + 1 }));
        }
      });
    return () => controller.abort();
  }, [server, filterModel]);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={debounceMs}
          onChange={(_event, value: number | null) =>
            value !== null && setDebounceMs(value)
          }
          aria-label="Delay before a typed filter applies (filterDebounceMs)"
        >
          <ToggleButton value={0}>0 ms</ToggleButton>
          <ToggleButton value={150}>150 ms (default)</ToggleButton>
          <ToggleButton value={1000}>1000 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" role="status">
          Requests: {counts.sent} sent, {counts.answered} answered, {counts.aborted}{' '}
          cancelled
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          filterDebounceMs={debounceMs}
          showToolbar
        />
      </div>
    </Stack>
  );
}
