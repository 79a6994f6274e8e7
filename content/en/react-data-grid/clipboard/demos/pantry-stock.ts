import type { GridColDef } from '@mui/x-data-grid';
import type { GridColDef as GridPremiumColDef } from '@mui/x-data-grid-premium';

export interface StockRow {
  id: string;
  product: string;
  unitPrice: number;
  inStock: number;
}

export const pantryStock: StockRow[] = [
  { id: 'PN-101', product: 'Rolled oats 1 kg', unitPrice: 2.49, inStock: 120 },
  { id: 'PN-102', product: 'Basmati rice 2 kg', unitPrice: 5.9, inStock: 64 },
  { id: 'PN-103', product: 'Red lentils 500 g', unitPrice: 1.75, inStock: 88 },
  { id: 'PN-104', product: 'Chickpeas, canned', unitPrice: 0.99, inStock: 210 },
  { id: 'PN-105', product: 'Olive oil 750 ml', unitPrice: 8.4, inStock: 37 },
  { id: 'PN-106', product: 'Oat milk 1 l', unitPrice: 1.89, inStock: 150 },
  { id: 'PN-107', product: 'Rye crackers', unitPrice: 3.1, inStock: 45 },
  { id: 'PN-108', product: 'Dark chocolate 100 g', unitPrice: 2.2, inStock: 96 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});

export function formatPrice(value?: number | null) {
  return value === null || value === undefined ? '' : currency.format(value);
}

const columnList = [
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 190, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number' as const,
    width: 110,
    editable: true,
    valueFormatter: (value?: number) => formatPrice(value),
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number' as const,
    width: 100,
    editable: true,
  },
];

/** Editable columns: the paste of the Premium grid only writes to editable cells. */
export const stockColumns: GridColDef<StockRow>[] = columnList;

/** The same columns, typed for `DataGridPremium` (its package brings its own copy of the types). */
export const premiumStockColumns: GridPremiumColDef<StockRow>[] = columnList;
