import type { GridColDef } from '@mui/x-data-grid-premium';

export type InvoiceLine = {
  id: number;
  invoiceNo: string;
  client: string;
  region: string;
  service: string;
  issued: Date;
  hours: number;
  rate: number;
  amount: number;
  cost: number;
  paidShare: number;
  daysLate: number;
};

const clients = [
  'Harbor Dental',
  'Nordlicht Bakery',
  'Pine & Ivy Law',
  'Quayside Books',
  'Red Kite Studio',
  'Tallow Candles',
];
const regions = ['North', 'South', 'East', 'West'];
const services = ['Consulting', 'Hosting', 'Support', 'Training'];
const rates: Record<string, number> = {
  Consulting: 140,
  Hosting: 60,
  Support: 85,
  Training: 110,
};

/** The item at `index`, wrapping around the list (the lists below are never empty). */
function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

function buildLine(index: number): InvoiceLine {
  const service = pick(services, index * 3 + Math.floor(index / 4));
  const hours = 4 + ((index * 7) % 23);
  const rate = rates[service] ?? 100;
  const amount = hours * rate;
  // A cost ratio between 45 % and 78 %, stable for a given index.
  const cost = Math.round(amount * (0.45 + ((index * 11) % 34) / 100));
  return {
    id: index + 1,
    invoiceNo: `INV-${String(2401 + index)}`,
    client: pick(clients, index * 5 + Math.floor(index / 6)),
    region: pick(regions, index),
    service,
    issued: new Date(2025, (index * 5) % 6, 1 + ((index * 9) % 27)),
    hours,
    rate,
    amount,
    cost,
    paidShare: pick([1, 0.5, 1, 0, 0.75, 1, 0.25, 1], index),
    daysLate: (index * 13) % 19,
  };
}

export const invoiceLines: InvoiceLine[] = Array.from({ length: 24 }, (_, index) =>
  buildLine(index),
);

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatCurrency = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : currency.format(value);

export const invoiceColumns: GridColDef<InvoiceLine>[] = [
  { field: 'invoiceNo', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'service', headerName: 'Service', width: 120 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => formatCurrency(value),
  },
  { field: 'daysLate', headerName: 'Days late', type: 'number', width: 110 },
];
