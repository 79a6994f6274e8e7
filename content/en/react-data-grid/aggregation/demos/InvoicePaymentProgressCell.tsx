import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGridPremium,
  type GridColDef,
  type GridInitialState,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { formatCurrency, invoiceLines, type InvoiceLine } from './invoice-lines';

function PaidShareCell(params: GridRenderCellParams<InvoiceLine, number>) {
  const { value, formattedValue, aggregation } = params;
  // `size` counts rows: it is not a share, so it gets no bar.
  if (
    value === null ||
    value === undefined ||
    (aggregation && !aggregation.hasCellUnit)
  ) {
    return formattedValue;
  }
  const percent = Math.round(value * 100);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        height: '100%',
      }}
    >
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${percent} % paid`}
        sx={{ flex: 1 }}
      />
      <Box component="span" sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent} %
      </Box>
    </Box>
  );
}

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoiceNo', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  {
    field: 'paidShare',
    headerName: 'Paid',
    type: 'number',
    width: 200,
    renderCell: (params) => <PaidShareCell {...params} />,
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { amount: 'sum', paidShare: 'avg' } },
};

export default function InvoicePaymentProgressCell() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoiceLines}
        columns={columns}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
