import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface JournalLine {
  id: number;
  date: string;
  account: string;
  memo: string;
  debit: number | null;
  credit: number | null;
}

const rows: JournalLine[] = [
  {
    id: 1,
    date: '2025-04-01',
    account: '6100 Rent',
    memo: 'April office rent',
    debit: 2400,
    credit: null,
  },
  {
    id: 2,
    date: '2025-04-01',
    account: '1000 Bank',
    memo: 'April office rent',
    debit: null,
    credit: 2400,
  },
  {
    id: 3,
    date: '2025-04-03',
    account: '1200 Receivables',
    memo: 'Invoice INV-0320',
    debit: 5172,
    credit: null,
  },
  {
    id: 4,
    date: '2025-04-03',
    account: '4000 Sales',
    memo: 'Invoice INV-0320',
    debit: null,
    credit: 4310,
  },
  {
    id: 5,
    date: '2025-04-03',
    account: '2200 VAT payable',
    memo: 'Invoice INV-0320',
    debit: null,
    credit: 862,
  },
  {
    id: 6,
    date: '2025-04-07',
    account: '6400 Software',
    memo: 'Design tool licences',
    debit: 318,
    credit: null,
  },
  {
    id: 7,
    date: '2025-04-07',
    account: '1000 Bank',
    memo: 'Design tool licences',
    debit: null,
    credit: 318,
  },
];

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 });
const formatAmount = (value: number | null) =>
  value === null ? '' : amount.format(value);

const columns: GridColDef<JournalLine>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'account', headerName: 'Account', width: 170 },
  { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 170 },
  {
    field: 'debit',
    headerName: 'Debit',
    type: 'number',
    width: 110,
    valueFormatter: formatAmount,
  },
  {
    field: 'credit',
    headerName: 'Credit',
    type: 'number',
    width: 110,
    valueFormatter: formatAmount,
  },
];

// Extends the page's theme; in an app, put the same `components` entry in createTheme().
function withLedgerGrid(outerTheme: Theme): Theme {
  const { palette } = outerTheme.vars || outerTheme;
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiDataGrid: {
        defaultProps: {
          density: 'compact',
          showCellVerticalBorder: true,
          showColumnVerticalBorder: true,
        },
        styleOverrides: {
          root: {
            '--DataGrid-rowBorderColor': palette.divider,
            borderRadius: 0,
            borderWidth: '2px 0',
            borderColor: palette.text.primary,
            fontVariantNumeric: 'tabular-nums',
          },
          columnHeader: {
            [`& .${gridClasses.columnHeaderTitle}`]: {
              fontWeight: 700,
            },
          },
          cell: {
            [`&[data-field="debit"], &[data-field="credit"]`]: {
              fontFamily: 'monospace',
            },
          },
        },
      },
    },
  };
}

export default function JournalLedgerTheme() {
  return (
    <ThemeProvider theme={withLedgerGrid}>
      <div style={{ height: 310, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </ThemeProvider>
  );
}
