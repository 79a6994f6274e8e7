import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const HOURS = 36;

const lines = [
  'Press 1',
  'Press 2',
  'Oven A',
  'Oven B',
  'Cooler',
  'Packing',
  'Mixer',
  'Boiler',
];

const remarks = [
  'Stable all shift.',
  'Temperature drifted up after the filter change at 14:00. Maintenance replaced the seal and the readings came back within range before the night shift.',
  'Short stop for cleaning.',
  'Sensor 3 reported zeros for two hours. The cable was reseated; check again at the next inspection round and swap the sensor if it happens twice.',
  'No remarks.',
  'Belt speed lowered to match the cooler output while the second fan was out of service.',
  'Calibrated on Monday.',
  'Vibration alarm twice during start-up, both cleared without action.',
];

const columns: GridColDef[] = [
  { field: 'line', headerName: 'Line', width: 110 },
  ...Array.from(
    { length: HOURS },
    (_, hour): GridColDef => ({
      field: `h${hour}`,
      headerName: `${String(hour % 24).padStart(2, '0')}:00`,
      type: 'number',
      width: 80,
    }),
  ),
  // The only column with long text sits at the far right
  { field: 'remark', headerName: 'Shift remark', width: 260 },
];

const rows = lines.map((line, index) => {
  const row: Record<string, string | number> = {
    id: index + 1,
    line,
    remark: remarks[index] ?? '',
  };
  for (let hour = 0; hour < HOURS; hour += 1) {
    // Deterministic readings, no Math.random()
    row[`h${hour}`] = 60 + ((index * 7 + hour * 13) % 25);
  }
  return row;
});

const getRowHeight = () => 'auto' as const;

export default function PlantSensorsWideGrid() {
  const [virtualize, setVirtualize] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualize}
            onChange={(event) => setVirtualize(event.target.checked)}
          />
        }
        label="virtualizeColumnsWithAutoRowHeight"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          // Remount on toggle so the new setting applies from the first render
          key={String(virtualize)}
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          hideFooter
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </div>
    </Stack>
  );
}
