import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCell,
  type GridCellProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { createStockRows, type StockItem } from './stock-rows';

// Wraps the default cell and flashes it each time its row renders it again.
function FlashingCell(props: GridCellProps) {
  const ownRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = ownRef.current;
    if (!element) {
      return undefined;
    }
    element.classList.add('cell--flash');
    const timer = setTimeout(() => element.classList.remove('cell--flash'), 400);
    return () => clearTimeout(timer);
  });

  return <GridCell {...props} ref={ownRef} />;
}

const slots = { cell: FlashingCell };

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 170, editable: true },
  { field: 'depot', headerName: 'Depot', width: 110, editable: true },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 100,
    editable: true,
  },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 100 },
];

export default function RenderFlashCells() {
  const rows = React.useMemo(() => createStockRows(300), []);

  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .cell--flash': {
          backgroundColor: 'rgba(76, 175, 80, 0.3)',
          outline: '1px solid rgba(76, 175, 80, 0.6)',
          outlineOffset: '-1px',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        checkboxSelection
        disableRowSelectionOnClick
        density="compact"
      />
    </Box>
  );
}
