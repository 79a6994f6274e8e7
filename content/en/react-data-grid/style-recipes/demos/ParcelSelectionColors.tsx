import * as React from 'react';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  recipient: string;
  city: string;
  weightKg: number;
}

const rows: Parcel[] = [
  {
    id: 1,
    tracking: 'PX-88104',
    recipient: 'R. Duarte',
    city: 'Braga',
    weightKg: 1.2,
  },
  {
    id: 2,
    tracking: 'PX-88105',
    recipient: 'S. Ahmed',
    city: 'Leipzig',
    weightKg: 4.8,
  },
  {
    id: 3,
    tracking: 'PX-88106',
    recipient: 'C. Moreau',
    city: 'Nantes',
    weightKg: 0.6,
  },
  {
    id: 4,
    tracking: 'PX-88107',
    recipient: 'E. Kowalczyk',
    city: 'Poznań',
    weightKg: 12.5,
  },
  {
    id: 5,
    tracking: 'PX-88108',
    recipient: 'F. Romano',
    city: 'Bologna',
    weightKg: 2.3,
  },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ParcelSelectionColors() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 4]),
  });

  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        sx={(theme) => ({
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: 'rgba(255, 193, 7, 0.14)',
          },
          [`& .${gridClasses.row}.Mui-selected`]: {
            backgroundColor: 'rgba(255, 193, 7, 0.3)',
            boxShadow: `inset 4px 0 0 ${(theme.vars || theme).palette.warning.main}`,
            '&:hover': {
              backgroundColor: 'rgba(255, 193, 7, 0.4)',
            },
          },
        })}
      />
    </div>
  );
}
