import type { GridColDef } from '@mui/x-data-grid';

export interface Coffee {
  id: number;
  name: string;
  origin: string;
  roast: string;
  pricePerKg: number;
  stockKg: number;
  roastedOn: Date;
}

export const origins = [
  'Brazil',
  'Colombia',
  'Ethiopia',
  'Guatemala',
  'Kenya',
  'Peru',
  'Rwanda',
];
export const roasts = ['Light', 'Medium', 'Dark'];

const names = [
  'Cerrado Sunrise',
  'Huila Red Bourbon',
  'Yirgacheffe Kochere',
  'Antigua Volcán',
  'Nyeri Peaberry',
  'Cajamarca Co-op',
  'Kivu Natural',
  'Mogiana Espresso',
  'Nariño Highlands',
  'Sidama Washed',
  'Huehue Decaf',
  'Kiambu AA',
];

// Every value comes from the row index, so the page renders the same rows on the
// server and in the browser.
export function createCoffees(): Coffee[] {
  return names.map((name, index) => ({
    id: index + 1,
    name,
    origin: origins[index % origins.length] ?? 'Brazil',
    roast: roasts[(index * 2) % 3] ?? 'Medium',
    pricePerKg: 18 + ((index * 7) % 19),
    stockKg: 20 + ((index * 37) % 160),
    roastedOn: new Date(2025, 5, 2 + ((index * 5) % 26)),
  }));
}

/**
 * The rules of the roastery's server. A message rejects the save with status 422;
 * the grid only learns about them when it tries to save.
 */
export function checkCoffee(coffee: Coffee): string | null {
  if (coffee.name.trim() === '') {
    return 'Every coffee needs a name.';
  }
  // An emptied number cell arrives as `null`.
  if (!Number.isFinite(coffee.pricePerKg) || !Number.isFinite(coffee.stockKg)) {
    return 'Enter both a price and a stock level.';
  }
  if (coffee.pricePerKg < 8 || coffee.pricePerKg > 120) {
    return 'The price list accepts 8 € to 120 € per kg.';
  }
  if (coffee.stockKg < 0) {
    return 'Stock cannot be negative.';
  }
  if (coffee.stockKg > 400) {
    return 'The store room holds at most 400 kg of each coffee.';
  }
  return null;
}

export const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
});

export const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const coffeeColumns: GridColDef<Coffee>[] = [
  { field: 'name', headerName: 'Coffee', flex: 1, minWidth: 160, editable: true },
  {
    field: 'origin',
    headerName: 'Origin',
    type: 'singleSelect',
    valueOptions: origins,
    width: 120,
    editable: true,
  },
  {
    field: 'roast',
    headerName: 'Roast',
    type: 'singleSelect',
    valueOptions: roasts,
    width: 100,
    editable: true,
  },
  {
    field: 'pricePerKg',
    headerName: 'Price / kg',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number | null) =>
      value === null ? '' : euros.format(value),
  },
  {
    field: 'stockKg',
    headerName: 'Stock (kg)',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'roastedOn',
    headerName: 'Roasted on',
    type: 'date',
    width: 130,
    editable: true,
    valueFormatter: (value: Date | null) => (value ? shortDate.format(value) : ''),
  },
];
