import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 'web-01',
    cpuAvg: 38,
    cpuPeak: 91,
    memUsed: 11.2,
    memFree: 4.8,
    diskRead: 120,
    diskWrite: 45,
  },
  {
    id: 'web-02',
    cpuAvg: 41,
    cpuPeak: 88,
    memUsed: 10.7,
    memFree: 5.3,
    diskRead: 98,
    diskWrite: 51,
  },
  {
    id: 'db-01',
    cpuAvg: 63,
    cpuPeak: 97,
    memUsed: 58.4,
    memFree: 5.6,
    diskRead: 640,
    diskWrite: 410,
  },
  {
    id: 'cache-01',
    cpuAvg: 17,
    cpuPeak: 42,
    memUsed: 27.9,
    memFree: 4.1,
    diskRead: 12,
    diskWrite: 8,
  },
  {
    id: 'queue-01',
    cpuAvg: 24,
    cpuPeak: 66,
    memUsed: 6.3,
    memFree: 9.7,
    diskRead: 75,
    diskWrite: 190,
  },
];

type GroupId = 'cpu' | 'memory' | 'disk';

const groups: Record<GroupId, { headerName: string; columns: GridColDef[] }> = {
  cpu: {
    headerName: 'CPU (%)',
    columns: [
      { field: 'cpuAvg', headerName: 'Avg', type: 'number', width: 90 },
      { field: 'cpuPeak', headerName: 'Peak', type: 'number', width: 90 },
    ],
  },
  memory: {
    headerName: 'Memory (GB)',
    columns: [
      { field: 'memUsed', headerName: 'Used', type: 'number', width: 90 },
      { field: 'memFree', headerName: 'Free', type: 'number', width: 90 },
    ],
  },
  disk: {
    headerName: 'Disk (MB/s)',
    columns: [
      { field: 'diskRead', headerName: 'Read', type: 'number', width: 90 },
      { field: 'diskWrite', headerName: 'Write', type: 'number', width: 90 },
    ],
  },
};

const hostColumn: GridColDef = { field: 'id', headerName: 'Host', width: 110 };

export default function MovableMetricGroups() {
  const [order, setOrder] = React.useState<GroupId[]>(['cpu', 'memory', 'disk']);

  const move = React.useCallback((groupId: GroupId, step: -1 | 1) => {
    setOrder((current) => {
      const from = current.indexOf(groupId);
      const to = from + step;
      if (to < 0 || to >= current.length) {
        return current;
      }
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, groupId);
      return next;
    });
  }, []);

  // The grid follows the order of the `columns` array, so moving a group means
  // moving its columns together
  const columns = React.useMemo<GridColDef[]>(
    () => [hostColumn, ...order.flatMap((groupId) => groups[groupId].columns)],
    [order],
  );

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      order.map((groupId, position) => ({
        groupId,
        headerName: groups[groupId].headerName,
        children: groups[groupId].columns.map(({ field }) => ({ field })),
        renderHeaderGroup: ({ headerName }) => (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              width: '100%',
              overflow: 'hidden',
            }}
          >
            <IconButton
              size="small"
              aria-label={`Move ${headerName} left`}
              disabled={position === 0}
              onClick={() => move(groupId, -1)}
            >
              <ArrowBackIcon fontSize="inherit" />
            </IconButton>
            <Box
              component="span"
              sx={{ flex: 1, textAlign: 'center', fontWeight: 500 }}
            >
              {headerName}
            </Box>
            <IconButton
              size="small"
              aria-label={`Move ${headerName} right`}
              disabled={position === order.length - 1}
              onClick={() => move(groupId, 1)}
            >
              <ArrowForwardIcon fontSize="inherit" />
            </IconButton>
          </Box>
        ),
      })),
    [order, move],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        disableRowSelectionOnClick
      />
    </Box>
  );
}
