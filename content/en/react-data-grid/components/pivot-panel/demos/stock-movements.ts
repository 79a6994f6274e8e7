import type { GridColDef } from '@mui/x-data-grid-premium';

export type StockMovement = {
  id: number;
  warehouse: string;
  product: string;
  month: string;
  direction: string;
  quantity: number;
};

const warehouses = ['Leeds', 'Bristol', 'Glasgow'];
const products = ['Pallet wrap', 'Box tape', 'Bubble mailers', 'Cable ties'];
const months = ['2025-01', '2025-02', '2025-03'];

/** 36 stock movements of three warehouses, computed from their index. */
export const stockMovements: StockMovement[] = Array.from(
  { length: 36 },
  (_, index) => ({
    id: index + 1,
    warehouse: warehouses[index % warehouses.length] ?? '',
    product: products[Math.floor(index / 3) % products.length] ?? '',
    month: months[Math.floor(index / 12)] ?? '',
    direction: index % 4 === 3 ? 'Out' : 'In',
    quantity: 20 + ((index * 37) % 140),
  }),
);

export const stockColumns: GridColDef<StockMovement>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'direction', headerName: 'In/Out', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];
