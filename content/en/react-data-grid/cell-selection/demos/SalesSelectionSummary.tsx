import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { formatEuros, salesColumns, salesRows } from './regional-sales';

interface Summary {
  cells: number;
  numbers: number;
  sum: number;
}

const emptySummary: Summary = { cells: 0, numbers: 0, sum: 0 };

export default function SalesSelectionSummary() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary>(emptySummary);

  // The grid has already stored the new selection when it calls this handler
  const handleSelectionChange = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const selectedCells = api.getSelectedCellsAsArray();
    let numbers = 0;
    let sum = 0;
    selectedCells.forEach(({ id, field }) => {
      const value = api.getCellValue(id, field);
      if (typeof value === 'number') {
        numbers += 1;
        sum += value;
      }
    });
    setSummary({ cells: selectedCells.length, numbers, sum });
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={salesRows}
          columns={salesColumns}
          cellSelection
          rowSelection={false}
          onCellSelectionModelChange={handleSelectionChange}
          hideFooter
        />
      </div>
      <Stack
        direction="row"
        spacing={3}
        role="status"
        aria-live="polite"
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', px: 1 }}
      >
        <Typography variant="body2">Selected cells: {summary.cells}</Typography>
        <Typography variant="body2">
          Sum: {summary.numbers > 0 ? formatEuros(summary.sum) : '–'}
        </Typography>
        <Typography variant="body2">
          Average:{' '}
          {summary.numbers > 0 ? formatEuros(summary.sum / summary.numbers) : '–'}
        </Typography>
      </Stack>
    </Stack>
  );
}
