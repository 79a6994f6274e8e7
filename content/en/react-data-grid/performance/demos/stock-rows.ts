export interface StockItem {
  id: number;
  sku: string;
  product: string;
  depot: string;
  onHand: number;
  reserved: number;
  unitPrice: number;
}

const products = [
  'Hex bolt M8',
  'Wall plug 6 mm',
  'Cable tie 200 mm',
  'Wood screw 4x40',
  'Hinge 75 mm',
  'Shelf bracket',
  'Drawer runner',
  'Door stop',
];
const depots = ['Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Belfast'];

/** Deterministic stock rows: every value is computed from the row index. */
export function createStockRows(count: number): StockItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sku: `HW-${String(10000 + index * 7).padStart(5, '0')}`,
    product: products[index % products.length] ?? '',
    depot: depots[(index * 3) % depots.length] ?? '',
    onHand: (index * 37) % 500,
    reserved: (index * 13) % 60,
    unitPrice: 0.05 + ((index * 29) % 400) / 100,
  }));
}
