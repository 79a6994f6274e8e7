import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesColumns, salesRows } from './regional-sales';

export default function RegionalSalesCellSelection() {
  const [rowSelection, setRowSelection] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={rowSelection}
            onChange={(event) => setRowSelection(event.target.checked)}
          />
        }
        label="Row selection with checkboxes"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={salesRows}
          columns={salesColumns}
          cellSelection
          rowSelection={rowSelection}
          checkboxSelection={rowSelection}
          hideFooter
        />
      </div>
    </Stack>
  );
}
