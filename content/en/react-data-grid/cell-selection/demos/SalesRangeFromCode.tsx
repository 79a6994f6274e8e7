import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { salesColumns, salesRows } from './regional-sales';

// The ids of North and Central, the first and last rows
const firstRowId = 1;
const lastRowId = 8;

export default function SalesRangeFromCode() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState({ count: 0, centralMarch: false });

  const selectFirstQuarter = () => {
    apiRef.current?.selectCellRange(
      { id: firstRowId, field: 'jan' },
      { id: lastRowId, field: 'mar' },
    );
  };

  const addJune = () => {
    // `true` keeps the cells that are already selected
    apiRef.current?.selectCellRange(
      { id: firstRowId, field: 'jun' },
      { id: lastRowId, field: 'jun' },
      true,
    );
  };

  const clearSelection = () => {
    apiRef.current?.setCellSelectionModel({});
  };

  const readSelection = () => {
    const api = apiRef.current;
    if (api) {
      setStatus({
        count: api.getSelectedCellsAsArray().length,
        centralMarch: api.isCellSelected(lastRowId, 'mar'),
      });
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={selectFirstQuarter}>
          Select Jan–Mar
        </Button>
        <Button size="small" onClick={addJune}>
          Add Jun
        </Button>
        <Button size="small" onClick={clearSelection}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={salesRows}
          columns={salesColumns}
          cellSelection
          rowSelection={false}
          onCellSelectionModelChange={readSelection}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>getSelectedCellsAsArray()</code> returns {status.count} cells;{' '}
        <code>isCellSelected(8, &apos;mar&apos;)</code> is{' '}
        <code>{String(status.centralMarch)}</code>.
      </Typography>
    </Stack>
  );
}
