import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  departs: string;
  gate: string;
  status: string;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'TP 1353',
    destination: 'Lisbon',
    departs: '06:40',
    gate: 'B12',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'VY 8462',
    destination: 'Barcelona',
    departs: '07:05',
    gate: 'A02',
    status: 'Delayed',
  },
  {
    id: 3,
    flight: 'FR 4410',
    destination: 'Lisbon',
    departs: '07:30',
    gate: 'C05',
    status: 'On time',
  },
  {
    id: 4,
    flight: 'LH 2233',
    destination: 'Munich',
    departs: '08:10',
    gate: 'A07',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'SK 1469',
    destination: 'Copenhagen',
    departs: '08:55',
    gate: 'B03',
    status: 'Delayed',
  },
  {
    id: 6,
    flight: 'TP 1357',
    destination: 'Porto',
    departs: '09:20',
    gate: 'B14',
    status: 'On time',
  },
  {
    id: 7,
    flight: 'AF 1145',
    destination: 'Paris',
    departs: '09:45',
    gate: 'C01',
    status: 'Cancelled',
  },
  {
    id: 8,
    flight: 'TP 1361',
    destination: 'Lisbon',
    departs: '11:15',
    gate: 'B10',
    status: 'Delayed',
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const presets: { label: string; values: string[] }[] = [
  { label: 'Lisbon', values: ['Lisbon'] },
  { label: 'Delayed to Lisbon', values: ['Lisbon', 'Delayed'] },
  { label: 'TAP Air Portugal', values: ['TP'] },
  { label: 'Clear', values: [] },
];

export default function FlightBoardQuickFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Lisbon'],
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            onClick={() =>
              setFilterModel((model) => ({
                ...model,
                quickFilterValues: preset.values,
              }))
            }
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>quickFilterValues</code>:{' '}
        <code>{JSON.stringify(filterModel.quickFilterValues ?? [])}</code>
      </Typography>
    </Stack>
  );
}
