import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  item: string;
  zone: string;
  onHand: number;
  lastCount: Date;
  fragile: boolean;
}

const rows: StockItem[] = [
  {
    id: 1,
    sku: 'WH-1042',
    item: 'Pallet wrap, 500 mm',
    zone: 'Packing',
    onHand: 84,
    lastCount: new Date(2025, 3, 2),
    fragile: false,
  },
  {
    id: 2,
    sku: 'WH-2210',
    item: 'Glass jars, 12-pack',
    zone: 'Aisle B',
    onHand: 36,
    lastCount: new Date(2025, 2, 28),
    fragile: true,
  },
  {
    id: 3,
    sku: 'WH-0877',
    item: 'Corrugated box, large',
    zone: 'Packing',
    onHand: 410,
    lastCount: new Date(2025, 3, 7),
    fragile: false,
  },
  {
    id: 4,
    sku: 'WH-3318',
    item: 'LED panel, 60 × 60',
    zone: 'Aisle C',
    onHand: 22,
    lastCount: new Date(2025, 2, 19),
    fragile: true,
  },
  {
    id: 5,
    sku: 'WH-1590',
    item: 'Cable ties, bag of 100',
    zone: 'Aisle A',
    onHand: 153,
    lastCount: new Date(2025, 3, 1),
    fragile: false,
  },
  {
    id: 6,
    sku: 'WH-4401',
    item: 'Ceramic mugs, set of 6',
    zone: 'Aisle B',
    onHand: 18,
    lastCount: new Date(2025, 2, 11),
    fragile: true,
  },
];

const columns: GridColDef<StockItem>[] = [
  // Not editable: `editable` is false by default.
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  {
    field: 'zone',
    headerName: 'Zone',
    type: 'singleSelect',
    valueOptions: ['Aisle A', 'Aisle B', 'Aisle C', 'Packing'],
    width: 120,
    editable: true,
  },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'lastCount',
    headerName: 'Last count',
    type: 'date',
    width: 130,
    editable: true,
  },
  {
    field: 'fragile',
    headerName: 'Fragile',
    type: 'boolean',
    width: 90,
    editable: true,
  },
];

export default function WarehouseStockEditing() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
