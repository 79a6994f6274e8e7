import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  weightKg: number;
}

const rows: Parcel[] = [
  { id: 'PX-40117', recipient: 'Lena Brandt', city: 'Hamburg', weightKg: 2.4 },
  { id: 'PX-40118', recipient: 'Diego Alves', city: 'Porto', weightKg: 0.8 },
  { id: 'PX-40119', recipient: 'Aino Virtanen', city: 'Turku', weightKg: 5.1 },
  { id: 'PX-40120', recipient: 'Marek Dvořák', city: 'Brno', weightKg: 1.2 },
  { id: 'PX-40121', recipient: 'Chloé Martin', city: 'Nantes', weightKg: 3.7 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ParcelRowClickProp() {
  const [message, setMessage] = React.useState('Click a row.');

  const handleRowClick: GridEventListener<'rowClick'> = (params, event, details) => {
    const parcel = params.row as Parcel;
    const modifier = event.shiftKey ? ' with Shift held' : '';
    const api = details.api ? 'has' : 'has no';
    setMessage(
      `Parcel ${parcel.id} for ${parcel.recipient} (${parcel.city}) clicked${modifier}. ` +
        `The details argument ${api} "api" field in the free DataGrid.`,
    );
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onRowClick={handleRowClick}
        />
      </div>
      <Alert severity="info" role="status">
        {message}
      </Alert>
    </Stack>
  );
}
