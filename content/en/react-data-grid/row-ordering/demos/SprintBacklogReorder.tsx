import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface BacklogItem {
  id: number;
  story: string;
  owner: string;
  points: number;
}

const rows: BacklogItem[] = [
  { id: 311, story: 'Export invoices as PDF', owner: 'Amara', points: 5 },
  { id: 312, story: 'Dark mode for the dashboard', owner: 'Jonas', points: 3 },
  { id: 313, story: 'Two-factor sign-in', owner: 'Leila', points: 8 },
  { id: 314, story: 'Bulk edit of product prices', owner: 'Tomasz', points: 5 },
  { id: 315, story: 'Faster search on the orders page', owner: 'Yuki', points: 2 },
  { id: 316, story: 'Email digest of weekly sales', owner: 'Rafael', points: 3 },
];

const columns: GridColDef<BacklogItem>[] = [
  { field: 'story', headerName: 'Story', flex: 1, minWidth: 240 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

export default function SprintBacklogReorder() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </div>
  );
}
