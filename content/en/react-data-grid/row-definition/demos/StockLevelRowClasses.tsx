import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

type Part = { id: number; part: string; onHand: number; reorderPoint: number };

const rows: Part[] = [
  { id: 1, part: 'M4 hex bolt', onHand: 1800, reorderPoint: 500 },
  { id: 2, part: 'M4 lock nut', onHand: 320, reorderPoint: 500 },
  { id: 3, part: 'Rubber grommet', onHand: 950, reorderPoint: 400 },
  { id: 4, part: 'Hinge, stainless', onHand: 40, reorderPoint: 60 },
  { id: 5, part: 'Cable tie, 200 mm', onHand: 5200, reorderPoint: 1000 },
  { id: 6, part: 'Spring washer', onHand: 150, reorderPoint: 300 },
];

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 120 },
  { field: 'reorderPoint', headerName: 'Reorder point', type: 'number', width: 140 },
];

const getRowClassName = ({ row }: GridRowClassNameParams<Part>) =>
  row.onHand < row.reorderPoint ? 'low-stock' : '';

export default function StockLevelRowClasses() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        sx={(theme) => ({
          '& .low-stock': {
            backgroundColor: alpha(theme.palette.warning.main, 0.16),
            '&:hover': { backgroundColor: alpha(theme.palette.warning.main, 0.26) },
          },
        })}
      />
    </div>
  );
}
