import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Sensor {
  id: string;
  location: string;
  kind: 'Temperature' | 'Humidity';
  unit: string;
  base: number;
}

interface Reading {
  hour: string;
  value: number;
}

const rows: Sensor[] = [
  {
    id: 'TH-101',
    location: 'Cold store A',
    kind: 'Temperature',
    unit: '°C',
    base: 3,
  },
  {
    id: 'TH-102',
    location: 'Cold store B',
    kind: 'Temperature',
    unit: '°C',
    base: 4,
  },
  { id: 'HU-201', location: 'Dry goods', kind: 'Humidity', unit: '%', base: 41 },
  {
    id: 'TH-104',
    location: 'Loading dock',
    kind: 'Temperature',
    unit: '°C',
    base: 12,
  },
  { id: 'HU-202', location: 'Packing line', kind: 'Humidity', unit: '%', base: 48 },
  {
    id: 'TH-105',
    location: 'Freezer room',
    kind: 'Temperature',
    unit: '°C',
    base: -19,
  },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 110 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 160 },
  { field: 'kind', headerName: 'Measures', width: 140 },
];

// A fake server that runs in the browser. Each request takes 1.2 s, and the
// first request for the loading dock sensor fails, to show the error state.
function createReadingsServer() {
  const pending = new Map<string, Promise<Reading[]>>();
  const failedOnce = new Set<string>();

  return function fetchReadings(sensor: Sensor): Promise<Reading[]> {
    // Two calls for the same sensor while one is under way share one request.
    const inFlight = pending.get(sensor.id);
    if (inFlight) {
      return inFlight;
    }
    const request = new Promise<Reading[]>((resolve, reject) => {
      setTimeout(() => {
        pending.delete(sensor.id);
        if (sensor.id === 'TH-104' && !failedOnce.has(sensor.id)) {
          failedOnce.add(sensor.id);
          reject(new Error('The gateway did not answer.'));
          return;
        }
        const seed = sensor.id.charCodeAt(3) + sensor.id.charCodeAt(5);
        resolve(
          Array.from({ length: 6 }, (_, index) => ({
            hour: `${String(8 + index).padStart(2, '0')}:00`,
            value: sensor.base + (((seed + index * 7) % 9) - 4) / 2,
          })),
        );
      }, 1200);
    });
    pending.set(sensor.id, request);
    return request;
  };
}

type FetchReadings = ReturnType<typeof createReadingsServer>;

type PanelState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; readings: Reading[] };

interface ReadingsPanelProps {
  sensor: Sensor;
  cache: Map<string, Reading[]>;
  fetchReadings: FetchReadings;
}

function ReadingsPanel({ sensor, cache, fetchReadings }: ReadingsPanelProps) {
  const [state, setState] = React.useState<PanelState>(() => {
    const cached = cache.get(sensor.id);
    return cached ? { status: 'ready', readings: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (cache.has(sensor.id)) {
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    fetchReadings(sensor).then(
      (readings) => {
        // Cache even if the panel closed meanwhile: reopening it is then instant.
        cache.set(sensor.id, readings);
        if (active) {
          setState({ status: 'ready', readings });
        }
      },
      (error: Error) => {
        if (active) {
          setState({ status: 'error', message: error.message });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [sensor, cache, fetchReadings, attempt]);

  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {sensor.kind} today, {sensor.location}
      </Typography>
      {state.status === 'loading' && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress aria-label={`Loading readings of ${sensor.id}`} />
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            Loading readings…
          </Typography>
        </Box>
      )}
      {state.status === 'error' && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="error" role="alert">
            {state.message}
          </Typography>
          <Button size="small" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && (
        <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
          {state.readings.map((reading) => (
            <div key={reading.hour}>
              <Typography variant="caption" color="text.secondary">
                {reading.hour}
              </Typography>
              <Typography variant="body2">
                {reading.value.toFixed(1)} {sensor.unit}
              </Typography>
            </div>
          ))}
        </Stack>
      )}
    </Box>
  );
}

const getDetailPanelHeight = () => 96;

export default function SensorHistoryLazyPanel() {
  // One fake server and one cache for the lifetime of the grid.
  const [fetchReadings] = React.useState(() => createReadingsServer());
  const [cache] = React.useState(() => new Map<string, Reading[]>());

  // Only renders the panel: the request starts when the panel mounts.
  const getDetailPanelContent = React.useCallback<
    NonNullable<DataGridProProps<Sensor>['getDetailPanelContent']>
  >(
    ({ row }) => (
      <ReadingsPanel sensor={row} cache={cache} fetchReadings={fetchReadings} />
    ),
    [cache, fetchReadings],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
