import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { saleColumns, saleRows, type SaleRow } from './regional-sales';

// Order numbers are unique: as pivot rows or columns they would only repeat the source table.
const columns: GridColDef<SaleRow>[] = saleColumns.map((column) =>
  column.field === 'orderNo' ? { ...column, pivotable: false } : column,
);

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'region' }],
      columns: [],
      values: [{ field: 'units', aggFunc: 'sum' }],
    },
  },
};

export default function SalesNonPivotableColumns() {
  const [disablePivoting, setDisablePivoting] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePivoting}
            onChange={(event) => setDisablePivoting(event.target.checked)}
          />
        }
        label="Turn off pivoting (disablePivoting)"
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          key={disablePivoting ? 'off' : 'on'}
          rows={saleRows}
          columns={columns}
          initialState={initialState}
          disablePivoting={disablePivoting}
          showToolbar
          hideFooter
        />
      </div>
    </Stack>
  );
}
