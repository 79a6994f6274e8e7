export interface StockItem {
  id: number;
  sku: string;
  item: string;
  bin: string;
  quantity: number;
  reorderAt: number;
  supplier: string;
}

const items = [
  'Hex bolt M8',
  'Wing nut M6',
  'Cable tie 200 mm',
  'Hose clamp 32 mm',
  'Washer M10',
  'Wood screw 4×40',
  'Rivet 4.8 mm',
  'Spring pin 3×20',
  'Anchor plug 8 mm',
  'Lock nut M12',
  'Threaded rod M8',
  'Shelf bracket',
];
const suppliers = ['Fastenall', 'Boltworks', 'Nordic Supply', 'Keystone Parts'];

// Values come from the row index, so the server render and the browser agree.
export function createStockItems(count: number): StockItem[] {
  return Array.from({ length: count }, (_, index) => {
    const reorderAt = 50 + ((index * 7) % 4) * 25;
    return {
      id: index + 1,
      sku: `SR-${String(1040 + index * 13)}`,
      item: items[index % items.length]!,
      bin: `${String.fromCharCode(65 + (index % 6))}-${String((index * 5) % 40).padStart(2, '0')}`,
      quantity: (index * 89 + 17) % 420,
      reorderAt,
      supplier: suppliers[(index * 3) % suppliers.length]!,
    };
  });
}

export function stockStatus(item: StockItem): 'Reorder' | 'In stock' {
  return item.quantity <= item.reorderAt ? 'Reorder' : 'In stock';
}
