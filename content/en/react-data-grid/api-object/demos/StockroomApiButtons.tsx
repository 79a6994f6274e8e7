import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createStockItems, stockStatus, type StockItem } from './stockroom-rows';

const rows = createStockItems(36);

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Reorder', 'In stock'],
    width: 120,
    valueGetter: (_value, row) => stockStatus(row),
  },
];

export default function StockroomApiButtons() {
  // Created outside the grid, handed to it through the `apiRef` prop
  const apiRef = useGridApiRef();
  const [lastCall, setLastCall] = React.useState('none yet');

  const lowestStockFirst = () => {
    apiRef.current?.sortColumn('quantity', 'asc');
    setLastCall("sortColumn('quantity', 'asc')");
  };

  const onlyReorder = () => {
    apiRef.current?.setFilterModel({
      items: [{ field: 'status', operator: 'is', value: 'Reorder' }],
    });
    setLastCall(
      "setFilterModel({ items: [{ field: 'status', operator: 'is', value: 'Reorder' }] })",
    );
  };

  const goToLastRow = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const rowIds = api.getSortedRowIds();
    const lastId = rowIds[rowIds.length - 1];
    if (lastId === undefined) {
      return;
    }
    api.scrollToIndexes({ rowIndex: rowIds.length - 1 });
    api.setCellFocus(lastId, 'item');
    setLastCall(`scrollToIndexes(…) and setCellFocus(${lastId}, 'item')`);
  };

  const reset = () => {
    apiRef.current?.setSortModel([]);
    apiRef.current?.setFilterModel({ items: [] });
    setLastCall('setSortModel([]) and setFilterModel({ items: [] })');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={lowestStockFirst}>
          Lowest stock first
        </Button>
        <Button size="small" variant="outlined" onClick={onlyReorder}>
          Only items to reorder
        </Button>
        <Button size="small" variant="outlined" onClick={goToLastRow}>
          Focus the last row
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Last call: <code>{lastCall}</code>
      </Typography>
    </Stack>
  );
}
