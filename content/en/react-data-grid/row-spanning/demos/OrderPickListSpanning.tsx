import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type PickLine = {
  id: number;
  order: string;
  customer: string;
  zone: string;
  product: string;
  quantity: number;
};

const rows: PickLine[] = [
  {
    id: 1,
    order: 'SO-5120',
    customer: 'Harbor Café',
    zone: 'Dry goods',
    product: 'Espresso beans 1 kg',
    quantity: 6,
  },
  {
    id: 2,
    order: 'SO-5120',
    customer: 'Harbor Café',
    zone: 'Dry goods',
    product: 'Cane sugar sticks',
    quantity: 4,
  },
  {
    id: 3,
    order: 'SO-5120',
    customer: 'Harbor Café',
    zone: 'Chilled',
    product: 'Oat milk 1 L',
    quantity: 12,
  },
  {
    id: 4,
    order: 'SO-5121',
    customer: 'Linden Bakery',
    zone: 'Dry goods',
    product: 'Rye flour 25 kg',
    quantity: 2,
  },
  {
    id: 5,
    order: 'SO-5121',
    customer: 'Linden Bakery',
    zone: 'Chilled',
    product: 'Butter block 5 kg',
    quantity: 2,
  },
  {
    id: 6,
    order: 'SO-5122',
    customer: 'North Pier Hotel',
    zone: 'Chilled',
    product: 'Greek yogurt 1 kg',
    quantity: 6,
  },
  {
    id: 7,
    order: 'SO-5122',
    customer: 'North Pier Hotel',
    zone: 'Frozen',
    product: 'Croissant dough',
    quantity: 6,
  },
  {
    id: 8,
    order: 'SO-5122',
    customer: 'North Pier Hotel',
    zone: 'Frozen',
    product: 'Mixed berries 2.5 kg',
    quantity: 3,
  },
];

const columns: GridColDef<PickLine>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'zone', headerName: 'Zone', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Equal quantities on consecutive lines are a coincidence: never merge them
    rowSpanValueGetter: () => null,
  },
];

export default function OrderPickListSpanning() {
  const [rowSpanning, setRowSpanning] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={rowSpanning}
            onChange={(event) => setRowSpanning(event.target.checked)}
          />
        }
        label="Merge repeated values"
      />
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning={rowSpanning}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
          sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
        />
      </Box>
    </Box>
  );
}
