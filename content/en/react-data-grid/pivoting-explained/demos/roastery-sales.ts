import type { GridColDef } from '@mui/x-data-grid-premium';

export type RoasterySale = {
  id: number;
  blend: string;
  bagSize: string;
  channel: string;
  quarter: string;
  bags: number;
  revenue: number;
};

/** Twelve lines of a small coffee roaster's sales: few enough to add up by hand. */
export const roasteryRows: RoasterySale[] = [
  {
    id: 1,
    blend: 'Harbour espresso',
    bagSize: '250 g',
    channel: 'Café',
    quarter: 'Q1',
    bags: 120,
    revenue: 1440,
  },
  {
    id: 2,
    blend: 'Harbour espresso',
    bagSize: '1 kg',
    channel: 'Online',
    quarter: 'Q1',
    bags: 35,
    revenue: 1330,
  },
  {
    id: 3,
    blend: 'Highland filter',
    bagSize: '250 g',
    channel: 'Online',
    quarter: 'Q1',
    bags: 80,
    revenue: 1040,
  },
  {
    id: 4,
    blend: 'Highland filter',
    bagSize: '1 kg',
    channel: 'Café',
    quarter: 'Q1',
    bags: 15,
    revenue: 630,
  },
  {
    id: 5,
    blend: 'Harbour espresso',
    bagSize: '250 g',
    channel: 'Online',
    quarter: 'Q2',
    bags: 140,
    revenue: 1680,
  },
  {
    id: 6,
    blend: 'Harbour espresso',
    bagSize: '1 kg',
    channel: 'Café',
    quarter: 'Q2',
    bags: 20,
    revenue: 760,
  },
  {
    id: 7,
    blend: 'Highland filter',
    bagSize: '250 g',
    channel: 'Café',
    quarter: 'Q2',
    bags: 95,
    revenue: 1235,
  },
  {
    id: 8,
    blend: 'Highland filter',
    bagSize: '1 kg',
    channel: 'Online',
    quarter: 'Q2',
    bags: 25,
    revenue: 1050,
  },
  {
    id: 9,
    blend: 'Harbour espresso',
    bagSize: '250 g',
    channel: 'Café',
    quarter: 'Q2',
    bags: 60,
    revenue: 720,
  },
  {
    id: 10,
    blend: 'Highland filter',
    bagSize: '250 g',
    channel: 'Online',
    quarter: 'Q2',
    bags: 45,
    revenue: 585,
  },
  {
    id: 11,
    blend: 'Harbour espresso',
    bagSize: '1 kg',
    channel: 'Online',
    quarter: 'Q1',
    bags: 10,
    revenue: 380,
  },
  {
    id: 12,
    blend: 'Highland filter',
    bagSize: '1 kg',
    channel: 'Café',
    quarter: 'Q1',
    bags: 30,
    revenue: 1260,
  },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const roasteryColumns: GridColDef<RoasterySale>[] = [
  { field: 'blend', headerName: 'Blend', width: 160 },
  { field: 'bagSize', headerName: 'Bag size', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'bags', headerName: 'Bags', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value === null || value === undefined ? '' : currency.format(value),
  },
];
