import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  DataGrid,
  GridNoRowsOverlay,
  GridOverlay,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

interface LoadError {
  message: string;
  retry: () => void;
}

// Gives the overlay, which the grid renders, the error and the retry function.
const LoadErrorContext = React.createContext<LoadError | null>(null);

function ErrorOrNoRowsOverlay() {
  const loadError = React.useContext(LoadErrorContext);
  if (!loadError) {
    return <GridNoRowsOverlay />;
  }
  return (
    <GridOverlay>
      <Stack
        spacing={1}
        sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}
        role="alert"
      >
        <ErrorOutlineIcon color="error" />
        <Typography variant="body2">{loadError.message}</Typography>
        <Button size="small" variant="outlined" onClick={loadError.retry}>
          Retry
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function ShipmentFilterRetry() {
  const [server] = React.useState(() =>
    createGridServer<Shipment>({ rows: createShipments, latencyMs: 700 }),
  );
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'carrier', operator: 'equals', value: 'Sealink' }],
  });
  const [attempt, setAttempt] = React.useState(0);
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [message, setMessage] = React.useState<string | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setMessage(null);
    server
      .getRows({ filterModel }, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        // Rows filtered with the previous model would be misleading: show none.
        setRows([]);
        setMessage(
          reason instanceof GridServerError
            ? `The shipments could not be loaded (${reason.status}). ${reason.message}`
            : 'The shipments could not be loaded.',
        );
        setLoading(false);
      });
    return () => controller.abort();
    // `attempt` changes on each click on Retry, which sends the same request again.
  }, [server, filterModel, attempt]);

  const loadError = React.useMemo<LoadError | null>(
    () =>
      message ? { message, retry: () => setAttempt((count) => count + 1) } : null,
    [message],
  );

  return (
    <Stack spacing={1}>
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(2)}
        >
          Make the next 2 requests fail
        </Button>
      </div>
      <div style={{ height: 400, width: '100%' }}>
        <LoadErrorContext.Provider value={loadError}>
          <DataGrid
            rows={rows}
            columns={shipmentColumns}
            loading={loading}
            filterMode="server"
            filterModel={filterModel}
            onFilterModelChange={setFilterModel}
            slots={{ noRowsOverlay: ErrorOrNoRowsOverlay }}
            showToolbar
          />
        </LoadErrorContext.Provider>
      </div>
    </Stack>
  );
}
