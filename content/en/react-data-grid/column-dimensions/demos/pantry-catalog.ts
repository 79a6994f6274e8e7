export interface CatalogRow {
  id: number;
  sku: string;
  name: string;
  supplier: string;
  unitPrice: number;
  aisle: string;
}

const names = [
  'Oat milk 1 L',
  'Rye crispbread',
  'Green lentils 500 g',
  'Basmati rice 1 kg',
  'Tomato passata',
  'Rolled oats',
  'Chickpeas, tinned',
  'Sea salt flakes',
];

const suppliers = [
  'Northfield Farms',
  'Valle Verde',
  'Kaito & Sons',
  'Brightgrain Co.',
];

const regularRows: CatalogRow[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  sku: `PN-${String(1040 + index * 7).padStart(5, '0')}`,
  name: names[index % names.length]!,
  supplier: suppliers[(index * 3) % suppliers.length]!,
  unitPrice: Math.round((1.2 + ((index * 37) % 90) / 10) * 100) / 100,
  aisle: `${1 + (index % 9)}${'ABC'[index % 3]}`,
}));

const giftTin: CatalogRow = {
  id: 31,
  sku: 'PN-09999',
  name: 'Hand-roasted single-origin coffee beans, limited harvest gift tin 1 kg',
  supplier: 'Valle Verde',
  unitPrice: 38.5,
  aisle: '4B',
};

/**
 * Thirty products with short names, plus one with a very long name (third row):
 * the width outlier that the autosizing options can leave out.
 */
export const catalogRows: CatalogRow[] = [
  ...regularRows.slice(0, 2),
  giftTin,
  ...regularRows.slice(2),
];
