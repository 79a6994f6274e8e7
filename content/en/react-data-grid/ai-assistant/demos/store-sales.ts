import type { GridColDef } from '@mui/x-data-grid-premium';

export type SalesLine = {
  id: number;
  sku: string;
  product: string;
  category: string;
  region: string;
  quarter: string;
  unitPrice: number;
  units: number;
  revenue: number;
  discontinued: boolean;
};

const catalog = [
  { product: 'Claw hammer', category: 'Hardware', unitPrice: 18 },
  { product: 'Cordless drill', category: 'Hardware', unitPrice: 129 },
  { product: 'Tape measure', category: 'Hardware', unitPrice: 12 },
  { product: 'Garden hose', category: 'Garden', unitPrice: 34 },
  { product: 'Pruning shears', category: 'Garden', unitPrice: 22 },
  { product: 'Leaf rake', category: 'Garden', unitPrice: 27 },
  { product: "Chef's knife", category: 'Kitchen', unitPrice: 89 },
  { product: 'Cast iron pan', category: 'Kitchen', unitPrice: 64 },
  { product: 'Desk lamp', category: 'Lighting', unitPrice: 45 },
  { product: 'LED bulb 4-pack', category: 'Lighting', unitPrice: 16 },
];

export const categories = ['Hardware', 'Garden', 'Kitchen', 'Lighting'];
export const regions = ['North', 'South', 'East', 'West'];
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** One line per product and quarter of a home-improvement chain: 40 rows, always the same. */
export const salesLines: SalesLine[] = catalog.flatMap((item, productIndex) =>
  quarters.map((quarter, quarterIndex) => {
    const units = 5 + ((productIndex * 13 + quarterIndex * 7) % 40);
    return {
      id: productIndex * 4 + quarterIndex + 1,
      sku: `HS-${String(2100 + productIndex * 10 + quarterIndex)}`,
      product: item.product,
      category: item.category,
      region: regions[(productIndex + quarterIndex) % regions.length] ?? 'North',
      quarter,
      unitPrice: item.unitPrice,
      units,
      revenue: units * item.unitPrice,
      discontinued: productIndex === 2 || productIndex === 7,
    };
  }),
);

const currency = (value?: number) =>
  value === undefined || value === null ? '' : `$${value.toLocaleString('en-US')}`;

/**
 * The columns. `examples` lists values the assistant may meet in each column: the grid sends
 * them with every prompt, so the service can tell that "garden" is a category and "west" a region.
 */
export const salesColumns: GridColDef<SalesLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  {
    field: 'product',
    headerName: 'Product',
    width: 150,
    examples: ['Claw hammer', 'Garden hose', 'Desk lamp'],
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: categories,
    width: 110,
    examples: categories,
  },
  { field: 'region', headerName: 'Region', width: 90, examples: regions },
  { field: 'quarter', headerName: 'Quarter', width: 90, examples: quarters },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: currency,
  },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: currency,
  },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 110 },
];
