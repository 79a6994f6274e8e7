import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { stockColumns, stockMovements } from './stock-movements';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'warehouse' }],
  columns: [{ field: 'direction', sort: 'asc' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

export default function PivotPanelOpenFromOutside() {
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={panelOpen}
            onChange={(event) => setPanelOpen(event.target.checked)}
          />
        }
        label="Show pivot panel"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={stockMovements}
          columns={stockColumns}
          initialState={{ pivoting: { model: pivotModel } }}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotPanelOpen={panelOpen}
          onPivotPanelOpenChange={setPanelOpen}
        />
      </div>
    </div>
  );
}
