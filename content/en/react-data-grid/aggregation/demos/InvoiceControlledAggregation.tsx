import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
} from '@mui/x-data-grid-premium';
import { invoiceColumns, invoiceLines } from './invoice-lines';

const totals: GridAggregationModel = { hours: 'sum', amount: 'sum' };

const presets: { label: string; model: GridAggregationModel }[] = [
  { label: 'Totals', model: totals },
  { label: 'Averages', model: { hours: 'avg', amount: 'avg', daysLate: 'avg' } },
  { label: 'Extremes', model: { amount: 'max', daysLate: 'max', issued: 'min' } },
  { label: 'None', model: {} },
];

export default function InvoiceControlledAggregation() {
  const [aggregationModel, setAggregationModel] =
    React.useState<GridAggregationModel>(totals);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setAggregationModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={invoiceLines}
          columns={invoiceColumns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(newModel) => setAggregationModel(newModel)}
          hideFooter
        />
      </div>
      <Typography variant="body2" component="output" aria-live="polite">
        aggregationModel: <code>{JSON.stringify(aggregationModel)}</code>
      </Typography>
    </Stack>
  );
}
