import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

type Day = (typeof days)[number];

type Slot = {
  id: number;
  time: string;
  /** Set when the room is closed all week at this hour */
  allWeek?: string;
  bookings: Partial<Record<Day, string>>;
};

const rows: Slot[] = [
  {
    id: 1,
    time: '09:00',
    bookings: {
      Monday: 'Sprint planning',
      Wednesday: 'Hiring panel',
      Friday: 'Demo prep',
    },
  },
  {
    id: 2,
    time: '10:00',
    bookings: {
      Monday: 'Sprint planning',
      Tuesday: 'Vendor call',
      Wednesday: 'Hiring panel',
    },
  },
  {
    id: 3,
    time: '11:00',
    bookings: {
      Tuesday: '1:1 Lea / Sam',
      Wednesday: 'Hiring panel',
      Thursday: 'Budget review',
    },
  },
  { id: 4, time: '12:00', allWeek: 'Cleaning, room closed', bookings: {} },
  {
    id: 5,
    time: '13:00',
    bookings: {
      Monday: 'Design critique',
      Thursday: 'Board prep',
      Friday: 'Sprint demo',
    },
  },
  {
    id: 6,
    time: '14:00',
    bookings: {
      Monday: 'Design critique',
      Tuesday: 'Training',
      Thursday: 'Board prep',
      Friday: 'Sprint demo',
    },
  },
  {
    id: 7,
    time: '15:00',
    bookings: {
      Tuesday: 'Training',
      Thursday: 'Board prep',
      Friday: 'Retrospective',
    },
  },
];

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map<GridColDef<Slot>>((day, dayIndex) => ({
    field: day,
    headerName: day,
    flex: 1,
    minWidth: 130,
    sortable: false,
    filterable: false,
    // Free slots are `undefined`, so the grid never merges them
    valueGetter: (value, row) =>
      dayIndex === 0 && row.allWeek ? row.allWeek : row.bookings[day],
    // The first day cell of a closed hour covers the whole week
    colSpan: (value, row) =>
      dayIndex === 0 && row.allWeek ? days.length : undefined,
    cellClassName: (params) => (params.value ? 'booked' : ''),
  })),
];

export default function MeetingRoomBookings() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        disableColumnSorting
        hideFooter
        sx={{
          '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' },
          '& .booked': {
            backgroundColor: 'action.selected',
            fontWeight: 500,
          },
        }}
      />
    </Box>
  );
}
