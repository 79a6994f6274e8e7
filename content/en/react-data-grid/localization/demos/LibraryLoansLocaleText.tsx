import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueOn: Date;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    borrower: 'Priya N.',
    dueOn: new Date(2025, 10, 3),
  },
  {
    id: 2,
    title: 'Middlemarch',
    borrower: 'Tomás R.',
    dueOn: new Date(2025, 10, 5),
  },
  {
    id: 3,
    title: 'Invisible Cities',
    borrower: 'Ines K.',
    dueOn: new Date(2025, 10, 5),
  },
  { id: 4, title: 'Beloved', borrower: 'Marek W.', dueOn: new Date(2025, 10, 8) },
  {
    id: 5,
    title: 'The Remains of the Day',
    borrower: 'Priya N.',
    dueOn: new Date(2025, 10, 10),
  },
  {
    id: 6,
    title: 'Pedro Páramo',
    borrower: 'Ada O.',
    dueOn: new Date(2025, 10, 12),
  },
  {
    id: 7,
    title: 'Things Fall Apart',
    borrower: 'Jonah B.',
    dueOn: new Date(2025, 10, 14),
  },
];

const dueDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  {
    field: 'dueOn',
    headerName: 'Due',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => dueDate.format(value),
  },
];

// Only the keys to change: every other text keeps its English default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Title or borrower…',
  noResultsOverlayLabel: 'No loan matches your search.',
  footerRowSelected: (count) =>
    count === 1
      ? '1 loan picked for a reminder'
      : `${count} loans picked for a reminder`,
  paginationRowsPerPage: 'Loans per page:',
  paginationDisplayedRows: ({ from, to, count }) =>
    `Loans ${from} to ${to} (${count} in all)`,
};

export default function LibraryLoansLocaleText() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 5]),
  });

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        showToolbar
      />
    </div>
  );
}
