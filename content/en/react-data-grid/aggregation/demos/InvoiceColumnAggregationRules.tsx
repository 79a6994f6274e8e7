import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { formatCurrency, invoiceLines, type InvoiceLine } from './invoice-lines';

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoiceNo', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  // Only these two functions are offered for hours.
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['sum', 'avg'],
  },
  // Users cannot aggregate the rate, but the model below still applies to it.
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 110,
    aggregable: false,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
];

const initialState: GridInitialState = {
  aggregation: { model: { hours: 'sum', rate: 'avg', amount: 'sum' } },
};

export default function InvoiceColumnAggregationRules() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Turn off aggregation (disableAggregation)"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={invoiceLines}
          columns={columns}
          initialState={initialState}
          disableAggregation={disabled}
          hideFooter
        />
      </div>
    </Stack>
  );
}
