import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { invoiceColumns, invoiceLines } from './invoice-lines';

type GetPosition = NonNullable<DataGridPremiumProps['getAggregationPosition']>;

type StrategyKey = 'default' | 'groupFooters' | 'inlineOnly' | 'grandTotalOnly';

const strategies: Record<StrategyKey, { label: string; getPosition: GetPosition }> =
  {
    default: {
      label: 'Group rows and a grand total (default)',
      getPosition: (groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline'),
    },
    groupFooters: {
      label: 'A footer under each region, no grand total',
      getPosition: (groupNode) => (groupNode.depth === -1 ? null : 'footer'),
    },
    inlineOnly: {
      label: 'Group rows only',
      getPosition: (groupNode) => (groupNode.depth === -1 ? null : 'inline'),
    },
    grandTotalOnly: {
      label: 'Grand total only',
      getPosition: (groupNode) => (groupNode.depth === -1 ? 'footer' : null),
    },
  };

const initialState: GridInitialState = {
  rowGrouping: { model: ['region'] },
  aggregation: { model: { hours: 'sum', amount: 'sum' } },
  columns: { columnVisibilityModel: { region: false } },
};

export default function InvoiceTotalsPosition() {
  const [strategy, setStrategy] = React.useState<StrategyKey>('default');

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 360 }}>
        <InputLabel id="totals-position-label">Where totals appear</InputLabel>
        <Select
          labelId="totals-position-label"
          label="Where totals appear"
          value={strategy}
          onChange={(event) => setStrategy(event.target.value as StrategyKey)}
        >
          {Object.entries(strategies).map(([key, { label }]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <div style={{ height: 420, width: '100%' }}>
        {/* Positions are read when the grid aggregates: remount it so the choice applies at once. */}
        <DataGridPremium
          key={strategy}
          rows={invoiceLines}
          columns={invoiceColumns}
          initialState={initialState}
          getAggregationPosition={strategies[strategy].getPosition}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
    </Stack>
  );
}
