import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryRows } from './roastery-sales';

// The revenue of each blend is split into one column per sales channel.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'blend' }],
      columns: [{ field: 'channel', sort: 'asc' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
};

export default function RoasteryPivotColumns() {
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
