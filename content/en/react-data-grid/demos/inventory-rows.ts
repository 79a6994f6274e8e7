import type { GridRowsProp } from '@mui/x-data-grid';

export const categories = ['Hardware', 'Software', 'Services'] as const;

/** A small stock list: every column type of the demo appears in it. */
export const inventoryRows: GridRowsProp = [
  { id: 1, product: 'Mechanical keyboard', category: 'Hardware', price: 129, stock: 42, restocked: new Date(2025, 2, 14), active: true },
  { id: 2, product: 'Ergonomic mouse', category: 'Hardware', price: 59, stock: 120, restocked: new Date(2025, 3, 2), active: true },
  { id: 3, product: 'Design suite licence', category: 'Software', price: 499, stock: 18, restocked: new Date(2025, 0, 20), active: true },
  { id: 4, product: '27-inch monitor', category: 'Hardware', price: 329, stock: 7, restocked: new Date(2024, 11, 9), active: false },
  { id: 5, product: 'Onboarding workshop', category: 'Services', price: 1200, stock: 4, restocked: new Date(2025, 1, 27), active: true },
  { id: 6, product: 'Backup subscription', category: 'Software', price: 89, stock: 250, restocked: new Date(2025, 3, 11), active: true },
  { id: 7, product: 'USB-C dock', category: 'Hardware', price: 179, stock: 0, restocked: new Date(2024, 9, 30), active: false },
  { id: 8, product: 'Security audit', category: 'Services', price: 3400, stock: 2, restocked: new Date(2025, 2, 3), active: true },
  { id: 9, product: 'Noise-cancelling headset', category: 'Hardware', price: 219, stock: 35, restocked: new Date(2025, 3, 15), active: true },
  { id: 10, product: 'Analytics add-on', category: 'Software', price: 149, stock: 75, restocked: new Date(2025, 1, 5), active: true },
  { id: 11, product: 'Standing desk', category: 'Hardware', price: 649, stock: 11, restocked: new Date(2025, 0, 8), active: true },
  { id: 12, product: 'Support retainer', category: 'Services', price: 900, stock: 9, restocked: new Date(2024, 10, 22), active: false },
];
