import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface ReturnRequest {
  id: number;
  order: string;
  item: string;
  reason: string;
}

const pending: ReturnRequest[] = [
  { id: 1, order: 'ORD-88120', item: 'Rain jacket, M', reason: 'Wrong size' },
  {
    id: 2,
    order: 'ORD-88134',
    item: 'Trail shoes, 42',
    reason: 'Damaged in transit',
  },
  { id: 3, order: 'ORD-88141', item: 'Thermos 0.75 L', reason: 'Changed mind' },
];

const columns: GridColDef<ReturnRequest>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'reason', headerName: 'Reason', width: 170 },
];

export default function ReturnsQueueNoRows() {
  const [rows, setRows] = React.useState<ReturnRequest[]>([]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setRows(pending)}>
          Load returns
        </Button>
        <Button size="small" onClick={() => setRows([])}>
          Process all
        </Button>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
