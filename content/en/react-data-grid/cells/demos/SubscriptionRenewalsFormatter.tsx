import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Subscription {
  id: number;
  customer: string;
  renewsOn: Date;
  discount: number;
  autoRenew: boolean;
}

const rows: Subscription[] = [
  {
    id: 1,
    customer: 'Northwind Bakery',
    renewsOn: new Date(2025, 3, 2),
    discount: 0.1,
    autoRenew: true,
  },
  {
    id: 2,
    customer: 'Harbor Dental',
    renewsOn: new Date(2025, 1, 14),
    discount: 0,
    autoRenew: false,
  },
  {
    id: 3,
    customer: 'Kestrel Cycles',
    renewsOn: new Date(2025, 7, 30),
    discount: 0.25,
    autoRenew: true,
  },
  {
    id: 4,
    customer: 'Pine & Co. Legal',
    renewsOn: new Date(2025, 0, 9),
    discount: 0.05,
    autoRenew: true,
  },
  {
    id: 5,
    customer: 'Blue Fern Studio',
    renewsOn: new Date(2025, 11, 1),
    discount: 0.15,
    autoRenew: false,
  },
];

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const columns: GridColDef<Subscription>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    // A fixed format, the same in every browser locale
    field: 'renewsOn',
    headerName: 'Renews on',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) =>
      `${value.getDate()} ${months[value.getMonth()]} ${value.getFullYear()}`,
  },
  {
    // 0.25 is shown as "25 %"
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  {
    // A boolean shown as a word
    field: 'autoRenew',
    headerName: 'Auto-renew',
    width: 120,
    valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
  },
];

export default function SubscriptionRenewalsFormatter() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'renewsOn', sort: 'asc' }] },
        }}
      />
    </div>
  );
}
