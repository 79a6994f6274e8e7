import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  quantity: number;
}

const rows: StockItem[] = [
  {
    id: 1,
    sku: 'RT-1001',
    product: 'Pallet wrap film',
    warehouse: 'Rotterdam',
    quantity: 240,
  },
  {
    id: 2,
    sku: 'AN-2001',
    product: 'Stretch hood',
    warehouse: 'Antwerp',
    quantity: 130,
  },
  {
    id: 3,
    sku: 'RT-1002',
    product: 'Corner boards',
    warehouse: 'Rotterdam',
    quantity: 85,
  },
  {
    id: 4,
    sku: 'HH-3001',
    product: 'Strapping coil',
    warehouse: 'Hamburg',
    quantity: 60,
  },
  {
    id: 5,
    sku: 'AN-2002',
    product: 'Desiccant bags',
    warehouse: 'Antwerp',
    quantity: 410,
  },
  {
    id: 6,
    sku: 'RT-1003',
    product: 'Label rolls',
    warehouse: 'Rotterdam',
    quantity: 320,
  },
  {
    id: 7,
    sku: 'HH-3002',
    product: 'Edge protectors',
    warehouse: 'Hamburg',
    quantity: 150,
  },
  {
    id: 8,
    sku: 'AN-2003',
    product: 'Shrink bags',
    warehouse: 'Antwerp',
    quantity: 75,
  },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function WarehouseStockToolbarExport() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'warehouse-stock' },
            printOptions: { fileName: 'Warehouse stock' },
          },
        }}
      />
    </div>
  );
}
