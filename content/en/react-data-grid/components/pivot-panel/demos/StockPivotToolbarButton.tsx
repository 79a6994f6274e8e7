import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { stockColumns, stockMovements } from './stock-movements';

function PivotToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Pivot">
        <PivotPanelTrigger
          render={({ ref, ...triggerProps }, state) => (
            // Blue while the grid shows the pivot table.
            <ToolbarButton
              {...triggerProps}
              // The trigger types its ref for React 19; with React 18 types, cast it.
              ref={ref as React.Ref<HTMLButtonElement>}
              color={state.active ? 'primary' : 'default'}
            />
          )}
        >
          <PivotTableChartIcon fontSize="small" />
        </PivotPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function StockPivotToolbarButton() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={stockMovements}
        columns={stockColumns}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
      />
    </div>
  );
}
