import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 'SKU-104', item: 'Cordless drill', bin: 'A-03', stock: 14 },
  { id: 'SKU-221', item: 'Safety goggles', bin: 'B-11', stock: 62 },
  { id: 'SKU-318', item: 'Tape measure (5 m)', bin: 'A-07', stock: 35 },
  { id: 'SKU-452', item: 'Work gloves (L)', bin: 'C-02', stock: 8 },
  { id: 'SKU-590', item: 'Spirit level', bin: 'B-04', stock: 21 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function WarehouseStockUpdateRows() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['SKU-104']),
  });
  const selectedId = Array.from(selection.ids)[0];

  const changeStock = (delta: number) => {
    if (selectedId === undefined) {
      return;
    }
    const row = apiRef.current?.getRow(selectedId);
    if (!row) {
      return;
    }
    // Only `id` and the changed field: the grid merges them into the row.
    apiRef.current?.updateRows([
      { id: selectedId, stock: Math.max(0, row.stock + delta) },
    ]);
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={selectedId === undefined}
          onClick={() => changeStock(-1)}
        >
          Pick one
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedId === undefined}
          onClick={() => changeStock(10)}
        >
          Receive ten
        </Button>
        <Typography variant="body2">
          Selected: {selectedId === undefined ? 'none' : String(selectedId)}
        </Typography>
      </Stack>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
          hideFooterSelectedRowCount
        />
      </div>
    </Stack>
  );
}
