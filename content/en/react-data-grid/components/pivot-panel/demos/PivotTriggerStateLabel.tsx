import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { stockColumns, stockMovements } from './stock-movements';

function PivotStatusToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <PivotPanelTrigger
        render={({ ref, ...triggerProps }, state) => (
          <React.Fragment>
            <Button
              {...triggerProps}
              // The trigger types its ref for React 19; with React 18 types, cast it.
              ref={ref as React.Ref<HTMLButtonElement>}
              size="small"
              variant={state.open ? 'contained' : 'outlined'}
            >
              {state.open ? 'Hide pivot settings' : 'Pivot settings'}
            </Button>
            {/* `state.active` says whether the grid shows the pivot table. */}
            <Chip
              size="small"
              color={state.active ? 'primary' : 'default'}
              label={state.active ? 'Pivot table' : 'Flat list'}
            />
          </React.Fragment>
        )}
      />
    </Toolbar>
  );
}

// A model ready in the panel: turning pivot on shows products by month.
const initialState: GridInitialState = {
  pivoting: {
    model: {
      rows: [{ field: 'product' }],
      columns: [{ field: 'month', sort: 'asc' }],
      values: [{ field: 'quantity', aggFunc: 'sum' }],
    },
  },
};

export default function PivotTriggerStateLabel() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={stockMovements}
        columns={stockColumns}
        initialState={initialState}
        slots={{ toolbar: PivotStatusToolbar }}
        showToolbar
      />
    </div>
  );
}
