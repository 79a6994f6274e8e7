import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { saleColumns, saleRows } from './regional-sales';

type ColumnKey = 'quarter' | 'channel' | 'region';

const columnChoices: Record<ColumnKey, GridPivotModel['columns']> = {
  quarter: [{ field: 'orderDate-quarter', sort: 'asc' }],
  channel: [{ field: 'channel' }],
  region: [{ field: 'region', sort: 'asc' }],
};

export default function SalesPivotControlled() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'product' }],
    columns: columnChoices.channel,
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  });
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotPanelOpen, setPivotPanelOpen] = React.useState(false);

  // Compare fields only: the panel adds `hidden` and `sort` keys of its own.
  const columnFields = pivotModel.columns.map((column) => column.field).join(',');
  const columnKey =
    (Object.keys(columnChoices) as ColumnKey[]).find(
      (key) =>
        columnChoices[key].map((column) => column.field).join(',') === columnFields,
    ) ?? null;

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot mode"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={columnKey}
          aria-label="Pivot columns"
          onChange={(_event, key: ColumnKey | null) => {
            if (key !== null) {
              setPivotModel((prev) => ({ ...prev, columns: columnChoices[key] }));
            }
          }}
        >
          <ToggleButton value="quarter">By quarter</ToggleButton>
          <ToggleButton value="channel">By channel</ToggleButton>
          <ToggleButton value="region">By region</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPivotPanelOpen((open) => !open)}
        >
          {pivotPanelOpen ? 'Close pivot panel' : 'Open pivot panel'}
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={saleRows}
          columns={saleColumns}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotPanelOpen={pivotPanelOpen}
          onPivotPanelOpenChange={setPivotPanelOpen}
          columnGroupHeaderHeight={36}
          showToolbar
          hideFooter
        />
      </div>
      <Typography variant="body2" component="output" aria-live="polite">
        pivotActive: <code>{String(pivotActive)}</code>, pivotPanelOpen:{' '}
        <code>{String(pivotPanelOpen)}</code>, columns:{' '}
        <code>
          {pivotModel.columns.map((column) => column.field).join(', ') || 'none'}
        </code>
      </Typography>
    </Stack>
  );
}
