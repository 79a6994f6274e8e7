import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  gridClasses,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueDate: Date;
  status: 'On loan' | 'Overdue' | 'Returned';
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Remains of the Day',
    borrower: 'Ines Moreau',
    dueDate: new Date(2025, 4, 20),
    status: 'On loan',
  },
  {
    id: 2,
    title: 'A Wizard of Earthsea',
    borrower: 'Tomasz Wójcik',
    dueDate: new Date(2025, 4, 2),
    status: 'Returned',
  },
  {
    id: 3,
    title: 'Beloved',
    borrower: 'Amara Okafor',
    dueDate: new Date(2025, 3, 28),
    status: 'Overdue',
  },
  {
    id: 4,
    title: 'The Name of the Rose',
    borrower: 'Lukas Brandt',
    dueDate: new Date(2025, 4, 14),
    status: 'Returned',
  },
  {
    id: 5,
    title: 'Pachinko',
    borrower: 'Min-jun Park',
    dueDate: new Date(2025, 4, 31),
    status: 'On loan',
  },
  {
    id: 6,
    title: 'Station Eleven',
    borrower: 'Freya Lindqvist',
    dueDate: new Date(2025, 4, 9),
    status: 'Returned',
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 150, editable: true },
  {
    field: 'dueDate',
    headerName: 'Due',
    type: 'date',
    width: 120,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On loan', 'Overdue', 'Returned'],
    width: 120,
    editable: true,
  },
];

// Loans that are back on the shelf are closed: none of their cells can be edited.
const isCellEditable = (params: GridCellParams<Loan>) =>
  params.row.status !== 'Returned';

export default function LibraryLoansEditableCells() {
  return (
    <Box
      sx={(theme) => ({
        height: 380,
        width: '100%',
        // Tint the cells the user can edit right now.
        [`& .${gridClasses['cell--editable']}`]: {
          backgroundColor: alpha(theme.palette.success.main, 0.1),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        hideFooter
      />
    </Box>
  );
}
