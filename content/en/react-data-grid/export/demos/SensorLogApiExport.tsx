import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface SensorReading {
  id: number;
  sensor: string;
  recordedAt: Date;
  temperature: number;
  humidity: number;
  alarm: boolean;
}

const sensors = [
  'Cold room A',
  'Cold room B',
  'Freezer 1',
  'Freezer 2',
  'Loading dock',
];
const baseTemperature = [3, 4, -18, -20, 12];

function createReadings(count: number): SensorReading[] {
  return Array.from({ length: count }, (_, index) => {
    const sensorIndex = index % sensors.length;
    const drift = ((index * 37) % 21) / 10 - 1;
    const temperature =
      Math.round(((baseTemperature[sensorIndex] ?? 0) + drift) * 10) / 10;
    return {
      id: index + 1,
      sensor: sensors[sensorIndex] ?? '',
      // One reading per sensor every 10 minutes from 1 June 2025, 00:00.
      recordedAt: new Date(2025, 5, 1, 0, Math.floor(index / sensors.length) * 10),
      temperature,
      humidity: 40 + ((index * 13) % 45),
      alarm: drift > 0.8,
    };
  });
}

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 140 },
  { field: 'recordedAt', headerName: 'Recorded at', type: 'dateTime', width: 190 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'alarm', headerName: 'Alarm', type: 'boolean', width: 90 },
];

export default function SensorLogApiExport() {
  const apiRef = useGridApiRef();
  const rows = React.useMemo(() => createReadings(500), []);
  const [excelState, setExcelState] = React.useState<
    'idle' | 'pending' | 'finished'
  >('idle');

  let status = 'Choose a format.';
  if (excelState === 'pending') {
    status = 'Building sensor-log.xlsx…';
  } else if (excelState === 'finished') {
    status = 'sensor-log.xlsx is ready.';
  }

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'sensor-log' })}
        >
          CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={excelState === 'pending'}
          onClick={() =>
            apiRef.current?.exportDataAsExcel({ fileName: 'sensor-log' })
          }
        >
          Excel
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          onExcelExportStateChange={setExcelState}
        />
      </div>
    </Stack>
  );
}
