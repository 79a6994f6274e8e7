import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  customer: { firstName: string; lastName: string };
  item: string;
  unitPrice: number;
  quantity: number;
  discount: number; // 0.1 means 10 % off
}

const rows: OrderLine[] = [
  {
    id: 1,
    customer: { firstName: 'Ines', lastName: 'Duarte' },
    item: 'Desk lamp',
    unitPrice: 34.9,
    quantity: 4,
    discount: 0,
  },
  {
    id: 2,
    customer: { firstName: 'Tomás', lastName: 'Keller' },
    item: 'Monitor arm',
    unitPrice: 89,
    quantity: 2,
    discount: 0.15,
  },
  {
    id: 3,
    customer: { firstName: 'Aiko', lastName: 'Mori' },
    item: 'USB-C dock',
    unitPrice: 149,
    quantity: 1,
    discount: 0,
  },
  {
    id: 4,
    customer: { firstName: 'Samuel', lastName: 'Okafor' },
    item: 'Cable tray',
    unitPrice: 19.5,
    quantity: 12,
    discount: 0.1,
  },
  {
    id: 5,
    customer: { firstName: 'Lena', lastName: 'Novak' },
    item: 'Footrest',
    unitPrice: 42,
    quantity: 3,
    discount: 0.05,
  },
];

const columns: GridColDef<OrderLine>[] = [
  {
    // The row holds an object: read the two names from it.
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    valueGetter: (value: OrderLine['customer']) =>
      `${value.firstName} ${value.lastName}`,
  },
  { field: 'item', headerName: 'Item', width: 130 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number' },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    // No row has a `total` property: the value is computed from three others.
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      Math.round(row.unitPrice * row.quantity * (1 - row.discount) * 100) / 100,
  },
];

export default function OrderLineTotals() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </div>
  );
}
