import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridInitialState } from '@mui/x-data-grid-premium';
import { invoiceColumns, invoiceLines } from './invoice-lines';

const initialState: GridInitialState = {
  filter: {
    filterModel: {
      items: [{ id: 1, field: 'service', operator: 'equals', value: 'Hosting' }],
    },
  },
  aggregation: { model: { hours: 'sum', amount: 'sum', invoiceNo: 'size' } },
};

export default function InvoiceFilteredRowsScope() {
  const [allRows, setAllRows] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={allRows}
            onChange={(event) => setAllRows(event.target.checked)}
          />
        }
        label="Include rows hidden by the filter"
      />
      <div style={{ height: 380, width: '100%' }}>
        {/* The grid reads the scope when it aggregates: remount it so the switch applies at once. */}
        <DataGridPremium
          key={allRows ? 'all' : 'filtered'}
          rows={invoiceLines}
          columns={invoiceColumns}
          initialState={initialState}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          showToolbar
          hideFooter
        />
      </div>
    </Stack>
  );
}
