import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCellItem,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface ChecklistTask {
  id: number;
  task: string;
  owner: string;
}

const initialRows: ChecklistTask[] = [
  { id: 1, task: 'Freeze the main branch', owner: 'Leila' },
  { id: 2, task: 'Run the end-to-end tests', owner: 'Jonas' },
  { id: 3, task: 'Write the release notes', owner: 'Amara' },
  { id: 4, task: 'Tag the release', owner: 'Tomasz' },
  { id: 5, task: 'Publish the packages', owner: 'Tomasz' },
  { id: 6, task: 'Announce on the blog', owner: 'Yuki' },
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

export default function ReleaseChecklistKeyboardReorder() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [announcement, setAnnouncement] = React.useState('');

  // The keyboard and button path: this is the app's code, not a grid feature.
  const moveRow = React.useCallback(
    (id: GridRowId, step: -1 | 1) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const task = (api.getRow(id) as ChecklistTask).task;
      if (api.getSortModel().length > 0) {
        setAnnouncement('Clear the sort before you reorder the tasks.');
        return;
      }
      // The rows in the order the user sees them (after any filter)
      const visibleIds = gridExpandedSortedRowIdsSelector(apiRef);
      const from = visibleIds.indexOf(id);
      const to = from + step;
      const neighbourId = visibleIds[to];
      if (neighbourId === undefined) {
        setAnnouncement(`“${task}” is already ${step < 0 ? 'first' : 'last'}.`);
        return;
      }
      setRows((previous) =>
        moveItem(
          previous,
          previous.findIndex((row) => row.id === id),
          previous.findIndex((row) => row.id === neighbourId),
        ),
      );
      setAnnouncement(
        `Moved “${task}” to position ${to + 1} of ${visibleIds.length}.`,
      );
    },
    [apiRef],
  );

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) {
      return;
    }
    // Stop the grid from moving the focus to the next row as well
    event.defaultMuiPrevented = true;
    event.preventDefault();
    moveRow(params.id, event.key === 'ArrowUp' ? -1 : 1);
  };

  // The drag path, handled by the grid
  const handleRowOrderChange = ({
    row,
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, oldIndex, targetIndex));
    setAnnouncement(
      `Moved “${(row as ChecklistTask).task}” to position ${targetIndex + 1} of ${rows.length}.`,
    );
  };

  const columns = React.useMemo<GridColDef<ChecklistTask>[]>(
    () => [
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
      { field: 'owner', headerName: 'Owner', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 100,
        getActions: ({ id }) => [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpwardIcon />}
            label="Move up"
            onClick={() => moveRow(id, -1)}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownwardIcon />}
            label="Move down"
            onClick={() => moveRow(id, 1)}
          />,
        ],
      },
    ],
    [moveRow],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </div>
      {/* Screen readers read every change of this line */}
      <Typography variant="body2" role="status" aria-live="polite">
        {announcement || 'Focus a row and press Alt+↑ or Alt+↓ to move it.'}
      </Typography>
    </Stack>
  );
}
