import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'TP 1352',
    destination: 'Lisbon',
    departs: '06:45',
    gate: 'B12',
    delay: 0,
  },
  {
    id: 2,
    flight: 'LH 2231',
    destination: 'Munich',
    departs: '07:10',
    gate: 'A03',
    delay: 15,
  },
  {
    id: 3,
    flight: 'AF 1141',
    destination: 'Paris',
    departs: '07:25',
    gate: 'C07',
    delay: 0,
  },
  {
    id: 4,
    flight: 'SK 1468',
    destination: 'Copenhagen',
    departs: '08:05',
    gate: 'A11',
    delay: 40,
  },
  {
    id: 5,
    flight: 'IB 3167',
    destination: 'Madrid',
    departs: '08:30',
    gate: 'B04',
    delay: 5,
  },
  {
    id: 6,
    flight: 'KL 1004',
    destination: 'Amsterdam',
    departs: '09:15',
    gate: 'C02',
    delay: 0,
  },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
];

const byDeparture: GridSortModel = [{ field: 'departs', sort: 'asc' }];
const byDelay: GridSortModel = [{ field: 'delay', sort: 'desc' }];

export default function DepartureBoardControlledSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(byDeparture);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setSortModel(byDeparture)}>
          Next departures first
        </Button>
        <Button size="small" onClick={() => setSortModel(byDelay)}>
          Longest delays first
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sortModel={sortModel}
          onSortModelChange={(newModel) => setSortModel(newModel)}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>sortModel</code>: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Stack>
  );
}
