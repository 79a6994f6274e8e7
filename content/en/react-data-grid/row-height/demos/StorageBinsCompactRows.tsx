import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, bin: 'A-01-03', item: 'Hex bolts M8', quantity: 1240, zone: 'Fasteners' },
  { id: 2, bin: 'A-01-04', item: 'Hex nuts M8', quantity: 1810, zone: 'Fasteners' },
  { id: 3, bin: 'A-02-01', item: 'Washers 8 mm', quantity: 2300, zone: 'Fasteners' },
  {
    id: 4,
    bin: 'B-04-02',
    item: 'Cable ties 200 mm',
    quantity: 960,
    zone: 'Electrical',
  },
  {
    id: 5,
    bin: 'B-04-05',
    item: 'Wire nuts, yellow',
    quantity: 415,
    zone: 'Electrical',
  },
  { id: 6, bin: 'C-07-01', item: 'PTFE tape', quantity: 88, zone: 'Plumbing' },
  {
    id: 7,
    bin: 'C-07-02',
    item: 'Hose clamps 20-32 mm',
    quantity: 342,
    zone: 'Plumbing',
  },
  {
    id: 8,
    bin: 'D-10-06',
    item: 'Sandpaper P120',
    quantity: 510,
    zone: 'Abrasives',
  },
  {
    id: 9,
    bin: 'D-10-07',
    item: 'Sandpaper P240',
    quantity: 476,
    zone: 'Abrasives',
  },
];

const columns: GridColDef[] = [
  { field: 'bin', headerName: 'Bin', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'zone', headerName: 'Zone', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function StorageBinsCompactRows() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={32} hideFooter />
    </div>
  );
}
