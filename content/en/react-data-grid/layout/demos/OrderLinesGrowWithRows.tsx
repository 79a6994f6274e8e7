import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const catalog = [
  {
    id: 1,
    sku: 'CF-250',
    item: 'Ground coffee, 250 g',
    quantity: 4,
    unitPrice: 6.9,
  },
  { id: 2, sku: 'TE-100', item: 'Green tea, 100 bags', quantity: 2, unitPrice: 8.5 },
  { id: 3, sku: 'MK-001', item: 'Oat milk, 1 l', quantity: 12, unitPrice: 2.1 },
  { id: 4, sku: 'SG-500', item: 'Cane sugar, 500 g', quantity: 3, unitPrice: 1.8 },
  { id: 5, sku: 'CP-012', item: 'Paper cups, 50 pack', quantity: 6, unitPrice: 4.3 },
  { id: 6, sku: 'NP-200', item: 'Napkins, 200 pack', quantity: 5, unitPrice: 3.2 },
  {
    id: 7,
    sku: 'BS-300',
    item: 'Butter biscuits, 300 g',
    quantity: 8,
    unitPrice: 3.9,
  },
  {
    id: 8,
    sku: 'CH-090',
    item: 'Dark chocolate, 90 g',
    quantity: 10,
    unitPrice: 2.6,
  },
  {
    id: 9,
    sku: 'ST-100',
    item: 'Wooden stirrers, 100 pack',
    quantity: 2,
    unitPrice: 1.5,
  },
  {
    id: 10,
    sku: 'HC-500',
    item: 'Hot chocolate powder, 500 g',
    quantity: 2,
    unitPrice: 7.4,
  },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

export default function OrderLinesGrowWithRows() {
  const [lineCount, setLineCount] = React.useState(3);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => setLineCount((count) => count - 1)}
          disabled={lineCount === 0}
        >
          Remove a line
        </Button>
        <Button
          size="small"
          onClick={() => setLineCount((count) => count + 1)}
          disabled={lineCount === catalog.length}
        >
          Add a line
        </Button>
      </Stack>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={catalog.slice(0, lineCount)} columns={columns} hideFooter />
      </div>
    </div>
  );
}
