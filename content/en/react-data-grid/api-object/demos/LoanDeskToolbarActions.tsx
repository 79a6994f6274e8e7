import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  daysOverdue: number;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    borrower: 'A. Okafor',
    daysOverdue: 0,
  },
  { id: 2, title: 'Invisible Cities', borrower: 'M. Lindqvist', daysOverdue: 12 },
  { id: 3, title: 'The Remains of the Day', borrower: 'R. Patel', daysOverdue: 0 },
  { id: 4, title: 'Pedro Páramo', borrower: 'J. Moreau', daysOverdue: 3 },
  { id: 5, title: 'Kindred', borrower: 'S. Novak', daysOverdue: 0 },
  {
    id: 6,
    title: 'The Master and Margarita',
    borrower: 'L. Haddad',
    daysOverdue: 27,
  },
  { id: 7, title: 'Things Fall Apart', borrower: 'C. Brennan', daysOverdue: 0 },
  { id: 8, title: 'A Wizard of Earthsea', borrower: 'T. Yamada', daysOverdue: 5 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'daysOverdue', headerName: 'Days overdue', type: 'number', width: 130 },
];

// Rendered by the grid (the toolbar slot), so it reaches the API through context
function LoanDeskToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const selectOverdue = () => {
    const overdueIds = apiRef.current
      .getAllRowIds()
      .filter((id) => (apiRef.current.getRow<Loan>(id)?.daysOverdue ?? 0) > 0);
    apiRef.current.setRowSelectionModel({
      type: 'include',
      ids: new Set(overdueIds),
    });
  };

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        {selectedCount} selected
      </Typography>
      <Button size="small" onClick={selectOverdue}>
        Select overdue loans
      </Button>
      <Button
        size="small"
        onClick={() =>
          apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })
        }
      >
        Clear selection
      </Button>
    </Toolbar>
  );
}

export default function LoanDeskToolbarActions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        showToolbar
        slots={{ toolbar: LoanDeskToolbar }}
      />
    </div>
  );
}
