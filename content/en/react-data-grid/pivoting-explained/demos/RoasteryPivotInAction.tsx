import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryRows } from './roastery-sales';

// Blend and bag size down the side, channel and quarter across the top.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'blend' }, { field: 'bagSize' }],
      columns: [
        { field: 'channel', sort: 'asc' },
        { field: 'quarter', sort: 'asc' },
      ],
      values: [
        { field: 'bags', aggFunc: 'sum' },
        { field: 'revenue', aggFunc: 'sum' },
      ],
    },
  },
};

export default function RoasteryPivotInAction() {
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
