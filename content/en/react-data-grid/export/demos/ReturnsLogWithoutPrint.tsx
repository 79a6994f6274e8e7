import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface ReturnRecord {
  id: number;
  order: string;
  reason: string;
  items: number;
  refund: number;
}

const rows: ReturnRecord[] = [
  { id: 1, order: 'SO-48213', reason: 'Wrong size', items: 1, refund: 39.9 },
  { id: 2, order: 'SO-48230', reason: 'Damaged in transit', items: 2, refund: 84.5 },
  { id: 3, order: 'SO-48244', reason: 'Changed mind', items: 1, refund: 19.99 },
  { id: 4, order: 'SO-48251', reason: 'Arrived late', items: 3, refund: 120 },
  { id: 5, order: 'SO-48267', reason: 'Wrong colour', items: 1, refund: 45 },
];

const columns: GridColDef<ReturnRecord>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 180 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'refund', headerName: 'Refund (€)', type: 'number', width: 120 },
];

export default function ReturnsLogWithoutPrint() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'returns-log' },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </div>
  );
}
