import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryRows } from './roastery-sales';

// Each blend's row now shows the sum of its revenue.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'blend' }],
      columns: [],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
};

export default function RoasteryPivotValues() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={roasteryRows}
        columns={roasteryColumns}
        initialState={initialState}
        columnGroupHeaderHeight={36}
        showToolbar
        hideFooter
      />
    </div>
  );
}
