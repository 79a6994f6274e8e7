import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { saleColumns, saleRows } from './regional-sales';

// The same rows as the grouped grid above: region and product become pivot rows,
// and each quarter of the order date becomes a group of columns.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'region' }, { field: 'product' }],
      columns: [{ field: 'orderDate-quarter', sort: 'asc' }],
      values: [
        { field: 'units', aggFunc: 'sum' },
        { field: 'revenue', aggFunc: 'sum' },
      ],
    },
  },
};

export default function SalesPivotedByQuarter() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={saleRows}
        columns={saleColumns}
        initialState={initialState}
        columnGroupHeaderHeight={36}
        groupingColDef={{ width: 200 }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
