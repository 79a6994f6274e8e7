import { type GridColDef } from '@mui/x-data-grid';

export type StockItem = {
  id: number;
  sku: string;
  item: string;
  category: 'Fasteners' | 'Electrical' | 'Plumbing' | 'Safety';
  onHand: number;
  reorderAt: number;
  unitPrice: number;
};

const names: [string, StockItem['category']][] = [
  ['Wood screw 4 × 40', 'Fasteners'],
  ['Cable tie 200 mm', 'Electrical'],
  ['Ball valve ½"', 'Plumbing'],
  ['Safety glasses', 'Safety'],
  ['Wall plug 8 mm', 'Fasteners'],
  ['Wago connector 3-way', 'Electrical'],
  ['PTFE tape', 'Plumbing'],
  ['Ear defenders', 'Safety'],
  ['Coach bolt M10', 'Fasteners'],
  ['Heat-shrink kit', 'Electrical'],
  ['Compression elbow 15 mm', 'Plumbing'],
  ['Nitrile gloves (L)', 'Safety'],
];

export const stockRows: StockItem[] = names.map(([item, category], index) => ({
  id: index + 1,
  sku: `ST-${String(4100 + index * 13)}`,
  item,
  category,
  onHand: (index * 97 + 35) % 620,
  reorderAt: 50 + (index % 4) * 25,
  unitPrice: Math.round((0.4 + ((index * 7) % 23) * 0.85) * 100) / 100,
}));

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Fasteners', 'Electrical', 'Plumbing', 'Safety'],
    width: 120,
  },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];
