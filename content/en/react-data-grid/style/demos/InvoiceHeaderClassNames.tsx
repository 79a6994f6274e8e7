import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  net: number;
  vat: number;
  total: number;
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-0318',
    client: 'Harbour Bakery',
    net: 1200,
    vat: 240,
    total: 1440,
  },
  {
    id: 2,
    number: 'INV-0319',
    client: 'Kestrel Studio',
    net: 860,
    vat: 172,
    total: 1032,
  },
  {
    id: 3,
    number: 'INV-0320',
    client: 'Lumen Optics',
    net: 4310,
    vat: 862,
    total: 5172,
  },
  {
    id: 4,
    number: 'INV-0321',
    client: 'Orchard & Co.',
    net: 95,
    vat: 19,
    total: 114,
  },
  {
    id: 5,
    number: 'INV-0322',
    client: 'Pinewood Tools',
    net: 2025,
    vat: 405,
    total: 2430,
  },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// One function for every money column: the class depends on the column.
const moneyHeaderClass = (params: GridColumnHeaderParams) =>
  params.field === 'total' ? 'invoice-header--total' : 'invoice-header--money';

const columns: GridColDef<Invoice>[] = [
  {
    field: 'number',
    headerName: 'Invoice',
    width: 120,
    headerClassName: 'invoice-header--id',
  },
  {
    field: 'client',
    headerName: 'Client',
    flex: 1,
    minWidth: 160,
    headerClassName: 'invoice-header--id',
  },
  {
    field: 'net',
    headerName: 'Net',
    type: 'number',
    width: 120,
    headerAlign: 'center',
    headerClassName: moneyHeaderClass,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'vat',
    headerName: 'VAT',
    type: 'number',
    width: 110,
    headerAlign: 'center',
    headerClassName: moneyHeaderClass,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    headerAlign: 'center',
    headerClassName: moneyHeaderClass,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function InvoiceHeaderClassNames() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        sx={(theme) => ({
          [`& .invoice-header--money, & .invoice-header--total`]: {
            backgroundColor: 'rgba(46, 125, 50, 0.14)',
          },
          [`& .invoice-header--total`]: {
            backgroundColor: 'rgba(46, 125, 50, 0.28)',
            [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          },
          [`& .invoice-header--id`]: {
            color: (theme.vars || theme).palette.text.secondary,
          },
        })}
        rows={rows}
        columns={columns}
        hideFooter
      />
    </div>
  );
}
