import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { loanRows, type Loan } from './loan-rows';

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'member', headerName: 'Member', width: 100 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
];

export default function LoanDeskDefaultToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loanRows}
        columns={columns}
        label="Open loans"
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'open-loans' },
            printOptions: { disableToolbarButton: true },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
        hideFooter
      />
    </div>
  );
}
