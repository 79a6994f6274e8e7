import {
  DataGridPremium,
  type GridColDef,
  type GridExcelExportOptions,
  type GridExceljsProcessInput,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  issued: Date;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-0601',
    customer: 'Harbour Bakery',
    issued: new Date(2025, 5, 2),
    amount: 420,
    status: 'Paid',
  },
  {
    id: 2,
    number: 'INV-0602',
    customer: 'Lindqvist Design',
    issued: new Date(2025, 5, 4),
    amount: 1960,
    status: 'Open',
  },
  {
    id: 3,
    number: 'INV-0603',
    customer: 'Okafor Clinics',
    issued: new Date(2025, 5, 9),
    amount: 2750.5,
    status: 'Overdue',
  },
  {
    id: 4,
    number: 'INV-0604',
    customer: 'Pine Street Gym',
    issued: new Date(2025, 5, 12),
    amount: 180,
    status: 'Paid',
  },
  {
    id: 5,
    number: 'INV-0605',
    customer: 'Vela Architects',
    issued: new Date(2025, 5, 18),
    amount: 3320,
    status: 'Open',
  },
  {
    id: 6,
    number: 'INV-0606',
    customer: 'Greenway Logistics',
    issued: new Date(2025, 5, 25),
    amount: 1245.75,
    status: 'Paid',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Three rows above the data: a title, a subtitle and a blank line.
const TITLE_ROWS = 3;

async function exceljsPreProcess({ workbook, worksheet }: GridExceljsProcessInput) {
  workbook.creator = 'Accounts team';
  workbook.created = new Date();
  worksheet.name = 'June 2025';

  const title = worksheet.addRow(['Invoices issued in June 2025']);
  title.font = { bold: true, size: 14 };
  worksheet.addRow(['Amounts in euros, VAT included']);
  worksheet.addRow([]);
}

async function exceljsPostProcess({ worksheet }: GridExceljsProcessInput) {
  const headerRow = worksheet.getRow(TITLE_ROWS + 1);
  headerRow.font = { bold: true };
  // Keep the title and the column headers in view while scrolling.
  worksheet.views = [{ state: 'frozen', ySplit: TITLE_ROWS + 1 }];

  const firstDataRow = TITLE_ROWS + 2;
  const lastDataRow = worksheet.rowCount;
  const amountColumn = worksheet.getColumn('amount').letter;

  worksheet.addRow([]);
  const totalRow = worksheet.addRow({
    customer: 'Total',
    amount: {
      formula: `SUM(${amountColumn}${firstDataRow}:${amountColumn}${lastDataRow})`,
    },
  });
  totalRow.font = { bold: true };
}

const excelOptions: GridExcelExportOptions = {
  fileName: 'june-invoices',
  columnsStyles: {
    issued: { numFmt: 'yyyy-mm-dd' },
    amount: { numFmt: '#,##0.00 "€"' },
    status: { font: { color: { argb: 'FF1565C0' } } },
  },
  exceljsPreProcess,
  exceljsPostProcess,
};

export default function InvoiceWorkbookCustomized() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { excelOptions } }}
      />
    </div>
  );
}
