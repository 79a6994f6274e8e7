import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { stockColumns, stockMovements } from './stock-movements';

const byWarehouse: GridPivotModel = {
  rows: [{ field: 'warehouse' }],
  columns: [{ field: 'month', sort: 'asc' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

const byProduct: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'direction', sort: 'asc' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

export default function WarehousePivotShortcuts() {
  const apiRef = useGridApiRef();

  // Each shortcut sets a model, turns pivot mode on and leaves the panel as it is.
  const showPivot = (model: GridPivotModel) => {
    apiRef.current?.setPivotModel(model);
    apiRef.current?.setPivotActive(true);
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => showPivot(byWarehouse)}
        >
          Warehouses by month
        </Button>
        <Button size="small" variant="outlined" onClick={() => showPivot(byProduct)}>
          Products in and out
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPivotActive(false)}>
          Back to the list
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setPivotPanelOpen((open) => !open)}
        >
          Toggle pivot settings
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={stockMovements}
          columns={stockColumns}
        />
      </div>
    </div>
  );
}
