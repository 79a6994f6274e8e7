import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';

interface WeatherStation {
  id: number;
  station: string;
  region: string;
  windKmh: number;
  rainMm: number;
}

const stations: WeatherStation[] = [
  { id: 1, station: 'Cape Wrath', region: 'Highlands', windKmh: 64, rainMm: 3.2 },
  { id: 2, station: 'Malin Head', region: 'Donegal', windKmh: 51, rainMm: 5.8 },
  { id: 3, station: 'Valentia', region: 'Kerry', windKmh: 38, rainMm: 9.1 },
  { id: 4, station: 'Lerwick', region: 'Shetland', windKmh: 72, rainMm: 2.4 },
  { id: 5, station: 'Camborne', region: 'Cornwall', windKmh: 29, rainMm: 6.7 },
];

const columns: GridColDef<WeatherStation>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

interface LoadError {
  message: string | null;
  retry: () => void;
}

// The grid renders the overlay, so the error reaches it through context
const LoadErrorContext = React.createContext<LoadError>({
  message: null,
  retry: () => {},
});

// Used for the no-rows case: it shows the error when there is one
function StationsOverlay() {
  const { message, retry } = React.useContext(LoadErrorContext);

  if (message === null) {
    return <GridOverlay>No stations reported yet.</GridOverlay>;
  }
  return (
    <GridOverlay>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        Could not load the stations. {message}
      </Alert>
    </GridOverlay>
  );
}

export default function StationFeedErrorOverlay() {
  const server = React.useMemo(
    () => createGridServer({ rows: stations, latencyMs: 700 }),
    [],
  );
  const [rows, setRows] = React.useState<WeatherStation[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    server
      .getRows({}, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        // Drop the old rows so that the no-rows overlay, and the error, shows
        setRows([]);
        setError(reason instanceof Error ? reason.message : 'Unknown error.');
        setLoading(false);
      });
    return () => controller.abort();
  }, [server, requestId]);

  const errorValue = React.useMemo<LoadError>(
    () => ({ message: error, retry: () => setRequestId((id) => id + 1) }),
    [error],
  );

  return (
    <Stack spacing={1}>
      <div>
        <Button
          size="small"
          disabled={loading}
          onClick={() => {
            server.failNextRequests(1);
            setRequestId((id) => id + 1);
          }}
        >
          Reload during an outage
        </Button>
      </div>
      <div style={{ height: 320, width: '100%' }}>
        <LoadErrorContext.Provider value={errorValue}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            hideFooter
            slots={{ noRowsOverlay: StationsOverlay }}
          />
        </LoadErrorContext.Provider>
      </div>
    </Stack>
  );
}
