import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

type RotaRow = { id: string; team: string; onCall: string[] };

const rows: RotaRow[] = [
  {
    id: 'payments',
    team: 'Payments',
    onCall: ['Amara', 'Amara', 'Amara', 'Jonas', 'Jonas', 'Li', 'Li'],
  },
  {
    id: 'search',
    team: 'Search',
    onCall: ['Priya', 'Tomás', 'Tomás', 'Tomás', 'Priya', 'Priya', 'Priya'],
  },
  {
    id: 'mobile',
    team: 'Mobile',
    onCall: ['Keiko', 'Keiko', 'Keiko', 'Keiko', 'Keiko', 'Sven', 'Sven'],
  },
  {
    id: 'infra',
    team: 'Infrastructure',
    onCall: ['Noor', 'Ravi', 'Noor', 'Ravi', 'Noor', 'Ravi', 'Ravi'],
  },
  {
    id: 'data',
    team: 'Data',
    onCall: ['Elif', 'Elif', 'Marco', 'Marco', 'Elif', 'Elif', 'Elif'],
  },
];

const dayColumns: GridColDef<RotaRow>[] = days.map((day, dayIndex) => ({
  field: day,
  headerName: day,
  flex: 1,
  minWidth: 90,
  sortable: false,
  filterable: false,
  hideable: false,
  disableColumnMenu: true,
  valueGetter: (_value, row) => row.onCall[dayIndex],
  // Count how many of the following days have the same person on call
  colSpan: (value, row) => {
    let span = 1;
    while (row.onCall[dayIndex + span] === value) {
      span += 1;
    }
    return span;
  },
  align: 'center',
  headerAlign: 'center',
}));

const columns: GridColDef<RotaRow>[] = [
  { field: 'team', headerName: 'Team', width: 140 },
  ...dayColumns,
];

export default function OnCallRotaMerged() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
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
