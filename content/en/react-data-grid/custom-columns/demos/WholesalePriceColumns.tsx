import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// A reusable "price in euros" type: a number column with its own format and class
const eurPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number | null) =>
    value === null || value === undefined ? '' : euros.format(value),
  cellClassName: 'tabular-figures',
};

// A reusable "share" type for values between 0 and 1
const percentShare: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number | null) =>
    value === null || value === undefined ? '' : `${(value * 100).toFixed(1)} %`,
  cellClassName: 'tabular-figures',
};

const rows = [
  { id: 1, product: 'Arabica beans, 1 kg', unitCost: 14.2, listPrice: 24.9 },
  { id: 2, product: 'Espresso blend, 1 kg', unitCost: 12.75, listPrice: 21.5 },
  { id: 3, product: 'Paper filters, 100 pcs', unitCost: 1.1, listPrice: 3.45 },
  { id: 4, product: 'Ceramic dripper', unitCost: 9.6, listPrice: 19 },
  { id: 5, product: 'Burr grinder', unitCost: 88, listPrice: 129 },
];

type Product = (typeof rows)[number];

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'unitCost', headerName: 'Unit cost', ...eurPrice },
  { field: 'listPrice', headerName: 'List price', ...eurPrice },
  {
    field: 'margin',
    headerName: 'Margin',
    ...percentShare,
    valueGetter: (_value, row) => (row.listPrice - row.unitCost) / row.listPrice,
  },
];

export default function WholesalePriceColumns() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .tabular-figures': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
