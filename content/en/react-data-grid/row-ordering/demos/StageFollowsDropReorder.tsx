import * as React from 'react';
import Chip from '@mui/material/Chip';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

type Stage = 'To do' | 'In progress' | 'Done';

interface WorkItem {
  id: number;
  title: string;
  stage: Stage;
}

const initialRows: WorkItem[] = [
  { id: 1, title: 'Draft the spring catalogue', stage: 'To do' },
  { id: 2, title: 'Book the product photographer', stage: 'To do' },
  { id: 3, title: 'Order sample fabrics', stage: 'To do' },
  { id: 4, title: 'Price the new rain jackets', stage: 'In progress' },
  { id: 5, title: 'Update the size guide', stage: 'In progress' },
  { id: 6, title: 'Close the winter sale', stage: 'Done' },
  { id: 7, title: 'Archive last year’s photos', stage: 'Done' },
];

const stageColor = {
  'To do': 'default',
  'In progress': 'primary',
  Done: 'success',
} as const;

const columns: GridColDef<WorkItem>[] = [
  {
    field: 'title',
    headerName: 'Work item',
    flex: 1,
    minWidth: 240,
    sortable: false,
  },
  {
    field: 'stage',
    headerName: 'Stage',
    width: 140,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip size="small" label={row.stage} color={stageColor[row.stage]} />
    ),
  },
];

// Moves one item of a list and returns a new list.
function moveItem<T>(list: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...list];
  const [moved] = next.splice(fromIndex, 1);
  if (moved !== undefined) {
    next.splice(toIndex, 0, moved);
  }
  return next;
}

export default function StageFollowsDropReorder() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    setRows((previous) => {
      const next = moveItem(previous, oldIndex, targetIndex);
      // The moved item joins the stage of the item above it (or below it, at the top).
      const moved = next[targetIndex];
      const neighbour = next[targetIndex - 1] ?? next[targetIndex + 1];
      if (moved && neighbour) {
        next[targetIndex] = { ...moved, stage: neighbour.stage };
      }
      return next;
    });
  };

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </div>
  );
}
