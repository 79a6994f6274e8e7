import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryRows } from './roastery-sales';

// One pivot row per blend; nothing is aggregated yet.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: { rows: [{ field: 'blend' }], columns: [], values: [] },
  },
};

export default function RoasteryPivotRows() {
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
