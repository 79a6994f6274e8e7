import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  minute: string;
  celsius: number;
  humidity: number;
}

const ROW_COUNT = 200;

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'minute', headerName: 'Time', width: 100 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

function createReadings(): Reading[] {
  return Array.from({ length: ROW_COUNT }, (_, index) => ({
    id: index + 1,
    sensor: `Cold room ${(index % 4) + 1}`,
    minute: `${String(8 + Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
    celsius: Math.round((3 + ((index * 37) % 40) / 10) * 10) / 10,
    humidity: 60 + ((index * 13) % 25),
  }));
}

export default function SensorScrollSubscription() {
  const apiRef = useGridApiRef();
  const rows = React.useMemo(createReadings, []);
  const [listening, setListening] = React.useState(true);
  const [position, setPosition] = React.useState('Scroll the grid.');

  React.useEffect(() => {
    if (!listening || !apiRef.current) {
      return undefined;
    }
    const handleScroll: GridEventListener<'scrollPositionChange'> = (params) => {
      const range = params.renderContext
        ? `, rows ${params.renderContext.firstRowIndex + 1}–${params.renderContext.lastRowIndex} rendered`
        : '';
      setPosition(`${Math.round(params.top)} px from the top${range}`);
    };
    // Return the unsubscribe function, or every re-run adds one more handler
    return apiRef.current.subscribeEvent('scrollPositionChange', handleScroll);
  }, [apiRef, listening]);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={listening}
              onChange={(event) => setListening(event.target.checked)}
            />
          }
          label="Listen to scrolling"
        />
        <Typography variant="body2" role="status">
          {listening ? position : 'Not listening: the last position stays frozen.'}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
