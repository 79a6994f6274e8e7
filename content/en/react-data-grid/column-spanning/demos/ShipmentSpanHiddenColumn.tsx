import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Shipment = {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  eta: string;
  weightKg: number;
  cancelled?: string;
};

const rows: Shipment[] = [
  {
    id: 'SH-3301',
    carrier: 'Nordline',
    origin: 'Rotterdam',
    destination: 'Gdańsk',
    eta: 'Jun 4',
    weightKg: 820,
  },
  {
    id: 'SH-3302',
    carrier: 'Atlas Freight',
    origin: 'Valencia',
    destination: 'Genoa',
    eta: 'Jun 5',
    weightKg: 1460,
    cancelled: 'Cancelled by the customer',
  },
  {
    id: 'SH-3303',
    carrier: 'Nordline',
    origin: 'Hamburg',
    destination: 'Oslo',
    eta: 'Jun 5',
    weightKg: 390,
  },
  {
    id: 'SH-3304',
    carrier: 'Kestrel',
    origin: 'Antwerp',
    destination: 'Dublin',
    eta: 'Jun 7',
    weightKg: 2210,
  },
  {
    id: 'SH-3305',
    carrier: 'Atlas Freight',
    origin: 'Le Havre',
    destination: 'Bilbao',
    eta: 'Jun 8',
    weightKg: 675,
    cancelled: 'Cancelled: port strike',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  {
    field: 'origin',
    headerName: 'From',
    width: 120,
    // A cancelled shipment shows the reason over the next two visible columns too
    valueGetter: (value, row) => row.cancelled ?? value,
    colSpan: (_value, row) => (row.cancelled ? 3 : 1),
    cellClassName: ({ row }) => (row.cancelled ? 'cancelled' : ''),
  },
  { field: 'destination', headerName: 'To', width: 120 },
  { field: 'eta', headerName: 'ETA', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ShipmentSpanHiddenColumn() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>({ destination: true });
  const showDestination = columnVisibilityModel.destination !== false;

  return (
    <Box
      sx={{
        width: '100%',
        '& .cancelled': { color: 'error.main', fontStyle: 'italic' },
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={showDestination}
            onChange={(event) =>
              setColumnVisibilityModel((model) => ({
                ...model,
                destination: event.target.checked,
              }))
            }
          />
        }
        label="Show the To column"
      />
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setColumnVisibilityModel}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
