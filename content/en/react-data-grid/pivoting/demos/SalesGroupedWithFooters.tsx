import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { saleColumns, saleRows } from './regional-sales';

const initialState: GridInitialState = {
  rowGrouping: { model: ['region', 'product'] },
  aggregation: { model: { units: 'sum', revenue: 'sum' } },
  columns: { columnVisibilityModel: { region: false, product: false } },
};

// Products show their totals in their own row, regions get a subtotal footer,
// and the grand total sits at the bottom of the grid.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (
  groupNode,
) => (groupNode.depth === 1 ? 'inline' : 'footer');

export default function SalesGroupedWithFooters() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={saleRows}
        columns={saleColumns}
        initialState={initialState}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ width: 200 }}
        hideFooter
      />
    </div>
  );
}
