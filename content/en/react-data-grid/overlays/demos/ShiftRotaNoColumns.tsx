import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  day: string;
  start: string;
  end: string;
}

const rows: Shift[] = [
  {
    id: 1,
    nurse: 'Aisha Bello',
    ward: 'Cardiology',
    day: 'Monday',
    start: '07:00',
    end: '15:00',
  },
  {
    id: 2,
    nurse: 'Marek Nowak',
    ward: 'Paediatrics',
    day: 'Monday',
    start: '15:00',
    end: '23:00',
  },
  {
    id: 3,
    nurse: 'Clara Jensen',
    ward: 'Cardiology',
    day: 'Tuesday',
    start: '23:00',
    end: '07:00',
  },
  {
    id: 4,
    nurse: 'Yusuf Demir',
    ward: 'Emergency',
    day: 'Tuesday',
    start: '07:00',
    end: '19:00',
  },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 140 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'end', headerName: 'End', width: 80 },
];

export default function ShiftRotaNoColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Every column starts hidden
        initialState={{
          columns: {
            columnVisibilityModel: {
              nurse: false,
              ward: false,
              day: false,
              start: false,
              end: false,
            },
          },
        }}
      />
    </div>
  );
}
