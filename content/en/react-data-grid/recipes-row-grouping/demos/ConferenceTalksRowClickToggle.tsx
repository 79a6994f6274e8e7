import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

interface Talk {
  id: number;
  track: string;
  title: string;
  speaker: string;
  room: string;
  startsAt: string;
}

const rows: Talk[] = [
  {
    id: 1,
    track: 'Frontend',
    title: 'CSS layers in practice',
    speaker: 'Mira Costa',
    room: 'Hall A',
    startsAt: '09:30',
  },
  {
    id: 2,
    track: 'Frontend',
    title: 'Forms that forgive',
    speaker: 'Tariq Aziz',
    room: 'Hall A',
    startsAt: '11:00',
  },
  {
    id: 3,
    track: 'Frontend',
    title: 'Animating with intent',
    speaker: 'Lena Vogt',
    room: 'Hall A',
    startsAt: '14:00',
  },
  {
    id: 4,
    track: 'Data',
    title: 'Columnar files explained',
    speaker: 'Owen Price',
    room: 'Room 2',
    startsAt: '09:30',
  },
  {
    id: 5,
    track: 'Data',
    title: 'Testing pipelines',
    speaker: 'Ana Ruiz',
    room: 'Room 2',
    startsAt: '11:00',
  },
  {
    id: 6,
    track: 'Ops',
    title: 'Calm on-call rotations',
    speaker: 'Kwame Mensah',
    room: 'Room 3',
    startsAt: '10:15',
  },
  {
    id: 7,
    track: 'Ops',
    title: 'Budgets for error rates',
    speaker: 'Ines Duarte',
    room: 'Room 3',
    startsAt: '13:30',
  },
  {
    id: 8,
    track: 'Ops',
    title: 'Dashboards people read',
    speaker: 'Yuki Mori',
    room: 'Room 3',
    startsAt: '15:45',
  },
];

const columns: GridColDef<Talk>[] = [
  { field: 'track', headerName: 'Track', width: 110 },
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 200, groupable: false },
  { field: 'speaker', headerName: 'Speaker', width: 140, groupable: false },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'startsAt', headerName: 'Starts', width: 90, groupable: false },
];

export default function ConferenceTalksRowClickToggle() {
  const apiRef = useGridApiRef();

  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params) => {
      const node = apiRef.current?.getRowNode(params.id);
      if (node?.type === 'group') {
        apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
      }
    },
    [apiRef],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{
          rowGrouping: { model: ['track'] },
          columns: { columnVisibilityModel: { track: false } },
        }}
        hideFooter
      />
    </div>
  );
}
