import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

type LoanStatus = 'On loan' | 'Overdue' | 'Returned';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: Date;
  status: LoanStatus;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'A Wizard of Earthsea',
    borrower: 'M. Okafor',
    due: new Date(2025, 2, 3),
    status: 'Overdue',
  },
  {
    id: 2,
    title: 'The Remains of the Day',
    borrower: 'L. Brandt',
    due: new Date(2025, 2, 18),
    status: 'On loan',
  },
  {
    id: 3,
    title: 'Invisible Cities',
    borrower: 'A. Sato',
    due: new Date(2025, 1, 27),
    status: 'Returned',
  },
  {
    id: 4,
    title: 'Middlemarch',
    borrower: 'P. Lindqvist',
    due: new Date(2025, 1, 28),
    status: 'Overdue',
  },
  {
    id: 5,
    title: 'The Overstory',
    borrower: 'R. Castillo',
    due: new Date(2025, 2, 21),
    status: 'On loan',
  },
  {
    id: 6,
    title: 'Beloved',
    borrower: 'H. Novak',
    due: new Date(2025, 2, 1),
    status: 'Returned',
  },
  {
    id: 7,
    title: 'Pedro Páramo',
    borrower: 'J. Abara',
    due: new Date(2025, 2, 25),
    status: 'On loan',
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On loan', 'Overdue', 'Returned'],
    width: 120,
  },
];

const getLoanRowClassName = (params: GridRowClassNameParams<Loan>) => {
  if (params.row.status === 'Overdue') {
    return 'loan--overdue';
  }
  if (params.row.status === 'Returned') {
    return 'loan--returned';
  }
  return '';
};

export default function LibraryLoanRowClasses() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        sx={(theme) => ({
          '& .loan--overdue': {
            backgroundColor: 'rgba(211, 47, 47, 0.12)',
            color: (theme.vars || theme).palette.error.main,
            fontWeight: 600,
            '&:hover, &.Mui-selected': {
              backgroundColor: 'rgba(211, 47, 47, 0.2)',
            },
          },
          '& .loan--returned': {
            color: (theme.vars || theme).palette.text.disabled,
            textDecoration: 'line-through',
          },
        })}
        rows={rows}
        columns={columns}
        getRowClassName={getLoanRowClassName}
        checkboxSelection
        hideFooter
      />
    </div>
  );
}
