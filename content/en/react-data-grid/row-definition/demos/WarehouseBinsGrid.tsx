import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Defined outside the component: the array keeps the same reference on every render.
const rows = [
  {
    id: 'A-01-1',
    product: 'Pallet wrap, 500 mm',
    quantity: 48,
    zone: 'Dry',
    lastCount: 'Mon',
  },
  {
    id: 'A-01-2',
    product: 'Corner boards',
    quantity: 320,
    zone: 'Dry',
    lastCount: 'Mon',
  },
  {
    id: 'B-04-1',
    product: 'Gel ice packs',
    quantity: 1150,
    zone: 'Cold',
    lastCount: 'Tue',
  },
  {
    id: 'B-04-3',
    product: 'Insulated liners',
    quantity: 210,
    zone: 'Cold',
    lastCount: 'Wed',
  },
  {
    id: 'C-12-2',
    product: 'Strapping buckles',
    quantity: 4000,
    zone: 'Dry',
    lastCount: 'Thu',
  },
  {
    id: 'D-02-1',
    product: 'Fragile labels',
    quantity: 2600,
    zone: 'Dry',
    lastCount: 'Fri',
  },
];

// `lastCount` is in every row but has no column: the grid ignores it.
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Bin', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'zone', headerName: 'Zone', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function WarehouseBinsGrid() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
