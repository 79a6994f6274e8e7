import type { GridColDef } from '@mui/x-data-grid';

export interface StockItem {
  id: number;
  sku: string;
  product: string;
  category: string;
  warehouse: string;
  quantity: number;
  unitPrice: number;
}

interface CatalogEntry {
  product: string;
  category: string;
  basePrice: number;
}

const firstEntry: CatalogEntry = {
  product: 'Cordless drill',
  category: 'Tools',
  basePrice: 89,
};
const catalog: CatalogEntry[] = [
  firstEntry,
  { product: 'Socket set', category: 'Tools', basePrice: 45 },
  { product: 'Spirit level', category: 'Tools', basePrice: 19 },
  { product: 'LED floodlight', category: 'Electrical', basePrice: 34 },
  { product: 'Extension reel', category: 'Electrical', basePrice: 27 },
  { product: 'Cable ties (100)', category: 'Electrical', basePrice: 6 },
  { product: 'Safety goggles', category: 'Safety', basePrice: 9 },
  { product: 'Work gloves', category: 'Safety', basePrice: 7 },
  { product: 'Hi-vis vest', category: 'Safety', basePrice: 11 },
  { product: 'Wood screws (500)', category: 'Fasteners', basePrice: 14 },
  { product: 'Wall anchors (200)', category: 'Fasteners', basePrice: 8 },
  { product: 'Hex bolts (50)', category: 'Fasteners', basePrice: 12 },
];

export const stockCategories = ['Tools', 'Electrical', 'Safety', 'Fasteners'];
const warehouses = ['Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Norwich'];

export const STOCK_ITEM_COUNT = 360;

// Every value comes from the row index, so the fake server answers the same way every time.
export function createStockItems(): StockItem[] {
  return Array.from({ length: STOCK_ITEM_COUNT }, (_, index) => {
    const entry = catalog[(index * 5) % catalog.length] ?? firstEntry;
    const warehouse =
      warehouses[(index * 3 + Math.floor(index / 7)) % warehouses.length];
    return {
      id: index + 1,
      sku: `WH-${String(1000 + index * 7).padStart(5, '0')}`,
      product: entry.product,
      category: entry.category,
      warehouse: warehouse ?? 'Leeds',
      quantity: (index * 37 + 11) % 420,
      unitPrice: entry.basePrice + ((index * 13) % 9),
    };
  });
}

const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
});

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: stockCategories,
    width: 120,
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : currency.format(value),
  },
];

/** The server's rule for saved rows: a message rejects the change with status 422. */
export function checkStockItem(item: StockItem): string | null {
  if (!Number.isInteger(item.quantity) || item.quantity < 0) {
    return 'The stock level must be a whole number of 0 or more.';
  }
  if (!(item.unitPrice > 0)) {
    return 'The unit price must be above zero.';
  }
  return null;
}
