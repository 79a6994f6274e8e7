import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { inventoryRows } from './inventory-rows';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 220 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
  { field: 'restocked', headerName: 'Restocked', type: 'date', width: 160 },
  { field: 'active', headerName: 'On sale', type: 'boolean', width: 120 },
];

export default function PinnedColumnsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={inventoryRows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['product'], right: ['active'] } }}
      />
    </Box>
  );
}
