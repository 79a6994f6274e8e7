import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { fetchStationReadings, type StationReading } from './station-readings';

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station' },
  { field: 'region', headerName: 'Region' },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number' },
  { field: 'windSpeed', headerName: 'Wind (km/h)', type: 'number' },
  { field: 'condition', headerName: 'Conditions' },
];

export default function AutosizeAfterFetch() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<StationReading[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [batch, setBatch] = React.useState(0);

  // Load the readings of the current batch
  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchStationReadings(batch).then((readings) => {
      if (active) {
        setRows(readings);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [batch]);

  // Autosize once the grid has painted the new rows: the grid applies a new
  // `rows` prop in its own effect and renders the cells in a later pass, so wait
  // two animation frames before measuring
  React.useEffect(() => {
    if (rows.length === 0) {
      return undefined;
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        apiRef.current?.autosizeColumns({
          includeHeaders: true,
          includeOutliers: true,
        });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, rows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button
          variant="outlined"
          onClick={() => setBatch((previous) => previous + 1)}
        >
          Load other readings
        </Button>
      </div>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
        />
      </div>
    </Stack>
  );
}
