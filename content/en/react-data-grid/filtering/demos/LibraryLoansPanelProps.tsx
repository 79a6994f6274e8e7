import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  branch: string;
  dueOn: Date;
  renewals: number;
  overdue: boolean;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    borrower: 'M. Duarte',
    branch: 'Riverside',
    dueOn: new Date(2025, 4, 6),
    renewals: 0,
    overdue: false,
  },
  {
    id: 2,
    title: 'Middlemarch',
    borrower: 'A. Novak',
    branch: 'Old Town',
    dueOn: new Date(2025, 3, 28),
    renewals: 2,
    overdue: true,
  },
  {
    id: 3,
    title: 'Invisible Cities',
    borrower: 'K. Sato',
    branch: 'Riverside',
    dueOn: new Date(2025, 4, 12),
    renewals: 1,
    overdue: false,
  },
  {
    id: 4,
    title: 'Beloved',
    borrower: 'T. Mensah',
    branch: 'Hillcrest',
    dueOn: new Date(2025, 3, 30),
    renewals: 3,
    overdue: true,
  },
  {
    id: 5,
    title: 'The Remains of the Day',
    borrower: 'L. Moreau',
    branch: 'Old Town',
    dueOn: new Date(2025, 4, 9),
    renewals: 0,
    overdue: false,
  },
  {
    id: 6,
    title: 'Pedro Páramo',
    borrower: 'J. Ruiz',
    branch: 'Hillcrest',
    dueOn: new Date(2025, 4, 15),
    renewals: 1,
    overdue: false,
  },
  {
    id: 7,
    title: 'A Fine Balance',
    borrower: 'R. Iyer',
    branch: 'Riverside',
    dueOn: new Date(2025, 3, 25),
    renewals: 2,
    overdue: true,
  },
  {
    id: 8,
    title: 'The Master and Margarita',
    borrower: 'E. Petrova',
    branch: 'Old Town',
    dueOn: new Date(2025, 4, 20),
    renewals: 0,
    overdue: false,
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'dueOn', headerName: 'Due on', type: 'date', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
  { field: 'overdue', headerName: 'Overdue', type: 'boolean', width: 100 },
];

export default function LibraryLoansPanelProps() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'branch', operator: 'equals', value: 'Riverside' }],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // List the columns in the panel from A to Z
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { sx: { width: 170 } },
              operatorInputProps: { sx: { width: 170 } },
              valueInputProps: { sx: { width: 220 } },
              deleteIconProps: {
                sx: { '& .MuiSvgIcon-root': { color: 'error.main' } },
              },
            },
            sx: {
              '& .MuiDataGrid-filterForm': {
                p: 1,
                borderRadius: 1,
                bgcolor: 'action.hover',
              },
            },
          },
        }}
      />
    </div>
  );
}
