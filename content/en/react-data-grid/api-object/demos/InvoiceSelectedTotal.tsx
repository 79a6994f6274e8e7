import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Orchard Bakery', issued: '2025-03-02', amount: 1280.5 },
  { id: 'INV-2042', client: 'Kite Studio', issued: '2025-03-04', amount: 640 },
  {
    id: 'INV-2043',
    client: 'Harbourside Dental',
    issued: '2025-03-07',
    amount: 2315.75,
  },
  { id: 'INV-2044', client: 'Moss & Fern', issued: '2025-03-11', amount: 389.9 },
  { id: 'INV-2045', client: 'Quarry Climbing', issued: '2025-03-15', amount: 1750 },
  { id: 'INV-2046', client: 'Lantern Books', issued: '2025-03-18', amount: 212.4 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function InvoiceSelectedTotal() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Select invoices, then add them up.');

  // Read from the API in an event handler: by then the grid has rendered
  const addUpSelection = () => {
    const selected = apiRef.current?.getSelectedRows();
    if (!selected || selected.size === 0) {
      setSummary('No invoice selected.');
      return;
    }
    let total = 0;
    selected.forEach((row) => {
      total += (row as Invoice).amount;
    });
    setSummary(
      `${selected.size} invoice${selected.size === 1 ? '' : 's'} selected, ${currency.format(total)} in total.`,
    );
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 370, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={addUpSelection}>
          Add up the selection
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          {summary}
        </Typography>
      </Stack>
    </Stack>
  );
}
