import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { categories, inventoryRows } from './inventory-rows';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...categories],
    width: 130,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'restocked', headerName: 'Restocked', type: 'date', width: 130 },
  { field: 'active', headerName: 'On sale', type: 'boolean', width: 100 },
];

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={inventoryRows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
