import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Slot = {
  id: number;
  time: string;
  /** Set when one session fills every room: a keynote, a break */
  plenary?: string;
  hallA?: string;
  hallB?: string;
  studio?: string;
};

const rows: Slot[] = [
  {
    id: 1,
    time: '09:00',
    plenary: 'Opening keynote: ten years of the design system',
  },
  {
    id: 2,
    time: '10:00',
    hallA: 'Type-safe forms',
    hallB: 'Testing charts',
    studio: 'Workshop: theming',
  },
  {
    id: 3,
    time: '11:00',
    hallA: 'Server components in practice',
    hallB: 'Accessible grids',
    studio: 'Workshop: theming',
  },
  { id: 4, time: '12:00', plenary: 'Lunch on the terrace' },
  {
    id: 5,
    time: '13:30',
    hallA: 'Date pickers and time zones',
    hallB: 'Large data sets',
    studio: 'Office hours',
  },
  {
    id: 6,
    time: '14:30',
    hallA: 'Design tokens',
    hallB: 'Profiling React',
    studio: 'Lightning talks',
  },
  { id: 7, time: '15:30', plenary: 'Panel and closing remarks' },
];

const roomColumn = {
  flex: 1,
  minWidth: 170,
  sortable: false,
  filterable: false,
  hideable: false,
};

const columns: GridColDef<Slot>[] = [
  {
    field: 'time',
    headerName: 'Time',
    width: 80,
    sortable: false,
    filterable: false,
  },
  {
    field: 'hallA',
    headerName: 'Hall A',
    ...roomColumn,
    // Plenary sessions show their title in the first room and cover all three rooms
    valueGetter: (value, row) => row.plenary ?? value,
    colSpan: (_value, row) => (row.plenary ? 3 : 1),
    cellClassName: ({ row }) => (row.plenary ? 'plenary' : ''),
  },
  { field: 'hallB', headerName: 'Hall B', ...roomColumn },
  { field: 'studio', headerName: 'Studio', ...roomColumn },
];

export default function ConferenceTrackSchedule() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        sx={{
          '& .MuiDataGrid-cell.plenary': {
            textAlign: 'center',
            fontWeight: 600,
            bgcolor: 'action.hover',
          },
        }}
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
