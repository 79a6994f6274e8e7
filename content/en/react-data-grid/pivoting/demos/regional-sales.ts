import type { GridColDef } from '@mui/x-data-grid-premium';

export type SaleRow = {
  id: number;
  orderNo: string;
  region: string;
  product: string;
  channel: string;
  orderDate: Date;
  units: number;
  revenue: number;
};

const regions = ['North', 'South', 'East', 'West'];
const products = ['Trail shoes', 'Rain jacket', 'Day pack'];
const channels = ['Store', 'Online'];
const unitPrices: Record<string, number> = {
  'Trail shoes': 120,
  'Rain jacket': 95,
  'Day pack': 60,
};

/** The item at `index`, wrapping around the list (the lists below are never empty). */
function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

function buildSale(index: number): SaleRow {
  const product = pick(products, Math.floor(index / 4));
  const units = 3 + ((index * 7 + Math.floor(index / 5) * 3) % 17);
  return {
    id: index + 1,
    orderNo: `SO-${String(5100 + index * 3)}`,
    region: pick(regions, index),
    product,
    channel: pick(channels, Math.floor(index / 3)),
    // Every order is from 2025; months and days are spread by the index.
    orderDate: new Date(
      2025,
      (index * 7 + Math.floor(index / 12) * 3) % 12,
      1 + ((index * 11) % 28),
    ),
    units,
    revenue: units * (unitPrices[product] ?? 0),
  };
}

/** 48 orders of an outdoor-gear shop, the same on the server and in the browser. */
export const saleRows: SaleRow[] = Array.from({ length: 48 }, (_, index) =>
  buildSale(index),
);

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatRevenue = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : currency.format(value);

export const saleColumns: GridColDef<SaleRow>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatRevenue(value),
  },
];
