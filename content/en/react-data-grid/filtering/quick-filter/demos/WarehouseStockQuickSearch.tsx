import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockRow {
  id: number;
  sku: string;
  product: string;
  category: string;
  warehouse: string;
  bin: string;
  quantity: number;
}

const rows: StockRow[] = [
  {
    id: 1,
    sku: 'SH-1201',
    product: 'Oak shelf bracket',
    category: 'Shelving',
    warehouse: 'Rotterdam',
    bin: 'A-04',
    quantity: 320,
  },
  {
    id: 2,
    sku: 'SH-1202',
    product: 'Steel shelf, 120 cm',
    category: 'Shelving',
    warehouse: 'Lyon',
    bin: 'C-11',
    quantity: 45,
  },
  {
    id: 3,
    sku: 'SH-1203',
    product: 'Wall shelf rail',
    category: 'Shelving',
    warehouse: 'Leeds',
    bin: 'B-02',
    quantity: 12,
  },
  {
    id: 4,
    sku: 'LT-3310',
    product: 'Desk lamp, brass',
    category: 'Lighting',
    warehouse: 'Lyon',
    bin: 'D-07',
    quantity: 64,
  },
  {
    id: 5,
    sku: 'LT-3311',
    product: 'Pendant lamp shade',
    category: 'Lighting',
    warehouse: 'Rotterdam',
    bin: 'D-01',
    quantity: 18,
  },
  {
    id: 6,
    sku: 'LT-3312',
    product: 'LED strip, 5 m',
    category: 'Lighting',
    warehouse: 'Leeds',
    bin: 'E-09',
    quantity: 210,
  },
  {
    id: 7,
    sku: 'TX-5020',
    product: 'Linen cushion cover',
    category: 'Textiles',
    warehouse: 'Lyon',
    bin: 'F-03',
    quantity: 96,
  },
  {
    id: 8,
    sku: 'TX-5021',
    product: 'Wool throw blanket',
    category: 'Textiles',
    warehouse: 'Leeds',
    bin: 'F-05',
    quantity: 33,
  },
  {
    id: 9,
    sku: 'TX-5022',
    product: 'Cotton table runner',
    category: 'Textiles',
    warehouse: 'Rotterdam',
    bin: 'F-08',
    quantity: 45,
  },
  {
    id: 10,
    sku: 'HW-7100',
    product: 'Brass cabinet knob',
    category: 'Hardware',
    warehouse: 'Leeds',
    bin: 'G-12',
    quantity: 1200,
  },
  {
    id: 11,
    sku: 'HW-7101',
    product: 'Steel hinge, pair',
    category: 'Hardware',
    warehouse: 'Rotterdam',
    bin: 'G-14',
    quantity: 540,
  },
  {
    id: 12,
    sku: 'HW-7102',
    product: 'Oak drawer pull',
    category: 'Hardware',
    warehouse: 'Lyon',
    bin: 'G-02',
    quantity: 275,
  },
];

const columns: GridColDef<StockRow>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

export default function WarehouseStockQuickSearch() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </div>
  );
}
