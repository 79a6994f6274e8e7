import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: string;
  overdueDays: number;
  contact: string;
}

const rows: Invoice[] = [
  {
    id: 'INV-2041',
    client: 'Brightwater Dental',
    amount: 1840,
    dueDate: '2025-03-02',
    overdueDays: 21,
    contact: 'Accounts desk, +31 20 555 0142',
  },
  {
    id: 'INV-2042',
    client: 'Kessler Tools',
    amount: 620,
    dueDate: '2025-03-18',
    overdueDays: 0,
    contact: 'Ines Kessler, billing@kessler.example',
  },
  {
    id: 'INV-2043',
    client: 'Atelier Morel',
    amount: 3975,
    dueDate: '2025-02-20',
    overdueDays: 31,
    contact: 'Luc Morel, +33 1 55 50 19 08',
  },
  {
    id: 'INV-2044',
    client: 'Quinta do Rio',
    amount: 410,
    dueDate: '2025-03-25',
    overdueDays: 0,
    contact: 'Reception, reservas@quinta.example',
  },
  {
    id: 'INV-2045',
    client: 'Nordic Paper Mill',
    amount: 12250,
    dueDate: '2025-03-09',
    overdueDays: 14,
    contact: 'Procurement, ap@nordicpaper.example',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
  },
  { field: 'dueDate', headerName: 'Due', width: 110 },
  {
    field: 'overdueDays',
    headerName: 'Overdue',
    width: 100,
    valueFormatter: (value: number) => (value > 0 ? `${value} days` : '—'),
  },
];

const getDetailPanelContent: DataGridProProps<Invoice>['getDetailPanelContent'] = ({
  row,
}) => (
  <Box sx={{ px: 7, py: 1.5 }}>
    <Typography variant="body2">Contact: {row.contact}</Typography>
    <Typography variant="body2" color="text.secondary">
      {row.overdueDays > 0
        ? `Send a reminder: payment is ${row.overdueDays} days late.`
        : 'No action needed.'}
    </Typography>
  </Box>
);

const getDetailPanelHeight = () => 72;

const overdueIds = rows.filter((row) => row.overdueDays > 0).map((row) => row.id);

export default function OverdueInvoicesControlled() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(
    () => new Set(),
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setExpandedRowIds(new Set(overdueIds))}>
          Open overdue invoices
        </Button>
        <Button size="small" onClick={() => setExpandedRowIds(new Set())}>
          Close all
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={(newIds) => setExpandedRowIds(newIds)}
          hideFooter
        />
      </div>
      <Typography variant="body2">
        Open panels:{' '}
        {expandedRowIds.size > 0 ? Array.from(expandedRowIds).join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
