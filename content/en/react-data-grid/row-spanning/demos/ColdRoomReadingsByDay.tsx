import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Reading = {
  id: number;
  /** ISO 8601 timestamp, in UTC */
  takenAt: string;
  sensor: string;
  celsius: number;
};

const rows: Reading[] = [
  { id: 1, takenAt: '2025-03-03T06:00:00Z', sensor: 'Cold room A', celsius: 3.1 },
  { id: 2, takenAt: '2025-03-03T12:00:00Z', sensor: 'Cold room A', celsius: 3.4 },
  { id: 3, takenAt: '2025-03-03T18:00:00Z', sensor: 'Cold room A', celsius: 4.2 },
  { id: 4, takenAt: '2025-03-04T06:00:00Z', sensor: 'Cold room B', celsius: 2.8 },
  { id: 5, takenAt: '2025-03-04T12:00:00Z', sensor: 'Cold room B', celsius: 2.9 },
  { id: 6, takenAt: '2025-03-04T18:00:00Z', sensor: 'Freezer', celsius: -18.5 },
  { id: 7, takenAt: '2025-03-05T06:00:00Z', sensor: 'Freezer', celsius: -18.2 },
  { id: 8, takenAt: '2025-03-05T12:00:00Z', sensor: 'Freezer', celsius: -17.9 },
];

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const columns: GridColDef<Reading>[] = [
  {
    field: 'day',
    headerName: 'Day',
    width: 140,
    // The row has no `day` field: the value comes from the timestamp,
    // and the grid merges the cells on that value
    valueGetter: (value, row) => row.takenAt.slice(0, 10),
    valueFormatter: (value: string) =>
      `${weekdays[new Date(`${value}T00:00:00Z`).getUTCDay()]} ${value}`,
  },
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 110,
    valueGetter: (value, row) => row.takenAt.slice(11, 16),
  },
  {
    field: 'sensor',
    headerName: 'Sensor',
    flex: 1,
    minWidth: 140,
    // Merge a sensor's readings within one day, not across midnight
    rowSpanValueGetter: (value, row) => `${row.takenAt.slice(0, 10)}|${row.sensor}`,
  },
  {
    field: 'celsius',
    headerName: 'Temperature',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
    rowSpanValueGetter: () => null,
  },
];

export default function ColdRoomReadingsByDay() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
      />
    </Box>
  );
}
