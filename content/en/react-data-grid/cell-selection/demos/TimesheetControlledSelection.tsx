import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
} from '@mui/x-data-grid-premium';
import { timesheetColumns, timesheetRows, weekdays } from './weekly-timesheet';

// Every row, Monday only
const mondays: GridCellSelectionModel = Object.fromEntries(
  timesheetRows.map((row) => [row.id, { mon: true }]),
);

// One row, every weekday
const danielsWeek: GridCellSelectionModel = {
  4: Object.fromEntries(weekdays.map((day) => [day, true])),
};

export default function TimesheetControlledSelection() {
  const [cellSelectionModel, setCellSelectionModel] =
    React.useState<GridCellSelectionModel>(mondays);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setCellSelectionModel(mondays)}>
          All Mondays
        </Button>
        <Button size="small" onClick={() => setCellSelectionModel(danielsWeek)}>
          Daniel&apos;s week
        </Button>
        <Button size="small" onClick={() => setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={timesheetRows}
          columns={timesheetColumns}
          cellSelection
          rowSelection={false}
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(newModel) => setCellSelectionModel(newModel)}
          hideFooter
        />
      </div>
      <Typography
        variant="body2"
        role="status"
        aria-live="polite"
        sx={{ overflowWrap: 'anywhere' }}
      >
        <code>cellSelectionModel</code>:{' '}
        <code>{JSON.stringify(cellSelectionModel)}</code>
      </Typography>
    </Stack>
  );
}
