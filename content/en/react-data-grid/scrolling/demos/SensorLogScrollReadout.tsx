import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';

interface ReadingRow {
  id: number;
  time: string;
  temperature: number;
  humidity: number;
}

const rows: ReadingRow[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  time: `${String(6 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}`,
  temperature: Math.round((18 + 4 * Math.sin(index / 9)) * 10) / 10,
  humidity: 40 + ((index * 7) % 25),
}));

const columns: GridColDef<ReadingRow>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

export default function SensorLogScrollReadout() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({
    top: 0,
    left: 0,
  });

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) =>
        setPosition(params),
      ),
    [apiRef],
  );

  const context = position.renderContext;

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
          onClick={() => apiRef.current?.scroll({ top: 0 })}
        >
          First reading
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.scroll({ top: Number.MAX_SAFE_INTEGER })}
        >
          Last reading
        </Button>
        <Typography variant="body2" role="status">
          Scrolled {Math.round(position.top)} px down
          {context
            ? `; rows ${context.firstRowIndex + 1} to ${context.lastRowIndex} are rendered`
            : ''}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
        />
      </div>
    </Stack>
  );
}
