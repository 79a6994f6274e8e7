import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A product of the shop's catalogue; categories have no price. */
export interface CatalogueEntry {
  id: string;
  label: string;
  /** Price in euros. */
  price?: number;
  stock?: number;
}

export type CatalogueItem = TreeViewBaseItem<CatalogueEntry>;

export const catalogueItems: CatalogueItem[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    children: [
      {
        id: 'espresso-beans',
        label: 'Espresso beans, 1 kg',
        price: 24.5,
        stock: 38,
      },
      { id: 'filter-beans', label: 'Filter roast, 250 g', price: 9.9, stock: 0 },
      { id: 'decaf', label: 'Decaf blend, 500 g', price: 14.0, stock: 12 },
    ],
  },
  {
    id: 'equipment',
    label: 'Equipment',
    children: [
      { id: 'grinder', label: 'Burr grinder', price: 129.0, stock: 5 },
      { id: 'kettle', label: 'Gooseneck kettle', price: 59.0, stock: 17 },
    ],
  },
  {
    id: 'tea',
    label: 'Tea',
    children: [{ id: 'sencha', label: 'Sencha, 100 g', price: 11.5, stock: 23 }],
  },
];
