import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { currency, invoiceRows, type Invoice } from './invoice-rows';

function TotalsFooter() {
  const apiRef = useGridApiContext();
  const visibleEntries = useGridSelector(
    apiRef,
    gridFilteredSortedRowEntriesSelector,
  );
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);

  const visibleTotal = visibleEntries.reduce(
    (sum, entry) => sum + (entry.model as Invoice).amount,
    0,
  );
  let selectedTotal = 0;
  selectedRows.forEach((row) => {
    selectedTotal += (row as Invoice).amount;
  });

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {visibleEntries.length} invoices:{' '}
          <strong>{currency.format(visibleTotal)}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Selected ({selectedRows.size}): {currency.format(selectedTotal)}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Open', 'Overdue'],
    width: 110,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function InvoiceTotalsFooter() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={invoiceRows}
        columns={columns}
        checkboxSelection
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        slots={{ footer: TotalsFooter }}
      />
    </div>
  );
}
