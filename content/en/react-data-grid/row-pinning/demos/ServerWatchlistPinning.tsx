import * as React from 'react';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import {
  DataGridPro,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

type Server = {
  id: number;
  host: string;
  region: string;
  cpu: number;
  memory: number;
  requests: number;
};

const regions = ['eu-west', 'eu-central', 'us-east', 'ap-south'];

// 20 servers with readings computed from their position, so every render shows the same numbers
const servers: Server[] = regions
  .flatMap((region, regionIndex) =>
    [0, 1, 2, 3, 4].map((slot) => {
      const index = slot * regions.length + regionIndex;
      return {
        id: index + 1,
        host: `app-${String(index + 1).padStart(2, '0')}.${region}`,
        region,
        cpu: 12 + ((index * 37) % 83),
        memory: 30 + ((index * 53) % 65),
        requests: 800 + ((index * 7919) % 9200),
      };
    }),
  )
  .sort((a, b) => a.id - b.id);

type PinnedIds = { top: GridRowId[]; bottom: GridRowId[] };

export default function ServerWatchlistPinning() {
  const apiRef = useGridApiRef();
  const [pinnedIds, setPinnedIds] = React.useState<PinnedIds>({
    top: [3],
    bottom: [],
  });

  // A row is either pinned or in `rows`, never both
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (ids: GridRowId[]) =>
      ids.flatMap((id) => servers.filter((server) => server.id === id));
    const pinned = [...pinnedIds.top, ...pinnedIds.bottom];
    const result: { rows: Server[]; pinnedRows: GridPinnedRowsProp<Server> } = {
      rows: servers.filter((server) => !pinned.includes(server.id)),
      pinnedRows: { top: byId(pinnedIds.top), bottom: byId(pinnedIds.bottom) },
    };
    return result;
  }, [pinnedIds]);

  // The columns ask the grid whether a row is pinned, so they do not depend on the
  // pinning state and keep the same reference
  const columns = React.useMemo<GridColDef<Server>[]>(() => {
    const pin = (id: GridRowId, side: keyof PinnedIds) => () =>
      setPinnedIds((previous) => ({ ...previous, [side]: [...previous[side], id] }));
    const unpin = (id: GridRowId) => () =>
      setPinnedIds((previous) => ({
        top: previous.top.filter((pinnedId) => pinnedId !== id),
        bottom: previous.bottom.filter((pinnedId) => pinnedId !== id),
      }));

    return [
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: (params) => {
          if (apiRef.current?.getRowNode(params.id)?.type === 'pinnedRow') {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinOutlinedIcon />}
                label={`Unpin ${params.row.host}`}
                onClick={unpin(params.id)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label={`Pin ${params.row.host} to the top`}
              onClick={pin(params.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label={`Pin ${params.row.host} to the bottom`}
              onClick={pin(params.id, 'bottom')}
            />,
          ];
        },
      },
      { field: 'host', headerName: 'Host', width: 190 },
      { field: 'region', headerName: 'Region', width: 120 },
      { field: 'cpu', headerName: 'CPU (%)', type: 'number', width: 100 },
      { field: 'memory', headerName: 'Memory (%)', type: 'number', width: 120 },
      { field: 'requests', headerName: 'Requests/min', type: 'number', width: 130 },
    ];
  }, [apiRef]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
      />
    </div>
  );
}
