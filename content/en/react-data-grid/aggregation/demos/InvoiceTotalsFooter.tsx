import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoiceLines } from './invoice-lines';

const initialState: GridInitialState = {
  aggregation: {
    model: {
      hours: 'sum',
      amount: 'sum',
      issued: 'max',
      daysLate: 'avg',
    },
  },
};

export default function InvoiceTotalsFooter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoiceLines}
        columns={invoiceColumns}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
