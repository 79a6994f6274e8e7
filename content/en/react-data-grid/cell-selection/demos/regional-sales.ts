import type { GridColDef } from '@mui/x-data-grid-premium';

export interface RegionSales {
  id: number;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

export const salesRows: RegionSales[] = [
  {
    id: 1,
    region: 'North',
    jan: 18200,
    feb: 17650,
    mar: 19800,
    apr: 21400,
    may: 22900,
    jun: 24100,
  },
  {
    id: 2,
    region: 'North-East',
    jan: 12400,
    feb: 11900,
    mar: 13250,
    apr: 14100,
    may: 13800,
    jun: 15200,
  },
  {
    id: 3,
    region: 'East',
    jan: 20950,
    feb: 21300,
    mar: 22400,
    apr: 21750,
    may: 23600,
    jun: 25300,
  },
  {
    id: 4,
    region: 'South-East',
    jan: 9800,
    feb: 10250,
    mar: 11600,
    apr: 12900,
    may: 13450,
    jun: 14700,
  },
  {
    id: 5,
    region: 'South',
    jan: 15600,
    feb: 14900,
    mar: 16300,
    apr: 17850,
    may: 19200,
    jun: 21050,
  },
  {
    id: 6,
    region: 'South-West',
    jan: 7300,
    feb: 7950,
    mar: 8400,
    apr: 9100,
    may: 10250,
    jun: 11900,
  },
  {
    id: 7,
    region: 'West',
    jan: 16750,
    feb: 16200,
    mar: 17900,
    apr: 18300,
    may: 18950,
    jun: 20400,
  },
  {
    id: 8,
    region: 'Central',
    jan: 24300,
    feb: 23800,
    mar: 25950,
    apr: 26700,
    may: 27400,
    jun: 28900,
  },
];

const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export function formatEuros(value: number): string {
  return euros.format(value);
}

const months = [
  { field: 'jan', headerName: 'Jan' },
  { field: 'feb', headerName: 'Feb' },
  { field: 'mar', headerName: 'Mar' },
  { field: 'apr', headerName: 'Apr' },
  { field: 'may', headerName: 'May' },
  { field: 'jun', headerName: 'Jun' },
];

export const salesColumns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...months.map(
    (month): GridColDef<RegionSales> => ({
      ...month,
      type: 'number',
      width: 100,
      valueFormatter: (value: number) => formatEuros(value),
    }),
  ),
];
