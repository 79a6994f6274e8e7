import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { saleColumns, saleRows } from './regional-sales';

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'product' }],
      // `orderDate-quarter` is derived from the Order date column automatically.
      columns: [{ field: 'orderDate-quarter', sort: 'asc' }],
      values: [
        { field: 'revenue', aggFunc: 'sum' },
        { field: 'units', aggFunc: 'sum' },
      ],
    },
  },
};

export default function SalesPivotQuickStart() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={saleRows}
        columns={saleColumns}
        initialState={initialState}
        columnGroupHeaderHeight={36}
        showToolbar
      />
    </div>
  );
}
