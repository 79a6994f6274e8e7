import {
  DataGrid,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
  note: string;
}

const rows: Invoice[] = [
  {
    id: 'INV-1041',
    client: 'Acme Roofing',
    issued: '2025-01-14',
    amount: 1850,
    note: 'Chased twice by email',
  },
  {
    id: 'INV-1042',
    client: 'Birch & Pine',
    issued: '2025-01-20',
    amount: 420,
    note: '',
  },
  {
    id: 'INV-1043',
    client: 'Acme Roofing',
    issued: '2025-02-03',
    amount: 760,
    note: 'Paid in two parts',
  },
  {
    id: 'INV-1044',
    client: 'Corvid Analytics',
    issued: '2025-02-11',
    amount: 3200,
    note: 'Chased by phone',
  },
  {
    id: 'INV-1045',
    client: 'Birch & Pine',
    issued: '2025-02-25',
    amount: 1185,
    note: '',
  },
  {
    id: 'INV-1046',
    client: 'Dunmore Dental',
    issued: '2025-03-04',
    amount: 95,
    note: 'Waived late fee',
  },
  {
    id: 'INV-1047',
    client: 'Acme Roofing',
    issued: '2025-03-18',
    amount: 2400,
    note: '',
  },
  {
    id: 'INV-1048',
    client: 'Corvid Analytics',
    issued: '2025-03-27',
    amount: 640,
    note: 'Chased twice by email',
  },
];

const comparison = /^([<>])(\d+(?:\.\d+)?)$/;

// `>1000` and `<500` compare amounts; any other number must match exactly, as by default.
const getAmountQuickFilterFn: GetApplyQuickFilterFn<Invoice, number> = (value) => {
  const match = typeof value === 'string' ? comparison.exec(value) : null;
  if (match) {
    const limit = Number(match[2]);
    return match[1] === '>'
      ? (amount) => amount > limit
      : (amount) => amount < limit;
  }
  const exact = Number(value);
  // Not a number: this value is for the other columns to match
  return Number.isNaN(exact) ? null : (amount) => amount === exact;
};

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
    getApplyQuickFilterFn: getAmountQuickFilterFn,
  },
  {
    field: 'note',
    headerName: 'Internal note',
    width: 190,
    // Never searched by the quick filter
    getApplyQuickFilterFn: () => null,
  },
];

export default function InvoiceAmountQuickFilter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </div>
  );
}
