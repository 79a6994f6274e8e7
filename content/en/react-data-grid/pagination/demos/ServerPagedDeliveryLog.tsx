import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Delivery {
  id: number;
  route: string;
  driver: string;
  stops: number;
  onTime: string;
}

interface PageResponse {
  rows: Delivery[];
  totalRowCount: number;
  hasNextPage: boolean;
}

// A fake server: 237 deliveries, computed from their index, served page by page.
const TOTAL_DELIVERIES = 237;
const drivers = ['Amara', 'Jonas', 'Leila', 'Tomasz', 'Yuki', 'Rafael', 'Ingrid'];

function fetchDeliveries(
  { page, pageSize }: GridPaginationModel,
  onResponse: (response: PageResponse) => void,
) {
  const timer = setTimeout(() => {
    const start = page * pageSize;
    const end = Math.min(start + pageSize, TOTAL_DELIVERIES);
    const rows: Delivery[] = [];
    for (let index = start; index < end; index += 1) {
      rows.push({
        id: index + 1,
        route: `R-${String(index + 1).padStart(3, '0')}`,
        driver: drivers[(index * 5) % drivers.length]!,
        stops: 8 + ((index * 11) % 23),
        onTime: index % 9 === 4 ? 'Late' : 'On time',
      });
    }
    onResponse({
      rows,
      totalRowCount: TOTAL_DELIVERIES,
      hasNextPage: end < TOTAL_DELIVERIES,
    });
  }, 700);
  // The effect calls this on cleanup, so a stale page never lands in the grid.
  return () => clearTimeout(timer);
}

const columns: GridColDef<Delivery>[] = [
  { field: 'route', headerName: 'Route', width: 110, sortable: false },
  { field: 'driver', headerName: 'Driver', width: 130, sortable: false },
  {
    field: 'stops',
    headerName: 'Stops',
    type: 'number',
    width: 100,
    sortable: false,
  },
  { field: 'onTime', headerName: 'Arrival', width: 120, sortable: false },
];

type CountMode = 'known' | 'unknown' | 'estimated';

function DeliveryGrid({ mode }: { mode: CountMode }) {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Delivery[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [totalRowCount, setTotalRowCount] = React.useState(0);
  const [hasNextPage, setHasNextPage] = React.useState(true);

  React.useEffect(() => {
    setLoading(true);
    return fetchDeliveries(paginationModel, (response) => {
      setRows(response.rows);
      setTotalRowCount(response.totalRowCount);
      setHasNextPage(response.hasNextPage);
      setLoading(false);
    });
  }, [paginationModel]);

  // A new object only when `hasNextPage` changes, so the grid does not recompute on every render.
  const paginationMeta = React.useMemo<GridPaginationMeta>(
    () => ({ hasNextPage }),
    [hasNextPage],
  );

  const rowCountProps =
    mode === 'known'
      ? { rowCount: totalRowCount }
      : {
          rowCount: -1,
          paginationMeta,
          estimatedRowCount: mode === 'estimated' ? 200 : undefined,
        };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        disableColumnFilter
        {...rowCountProps}
      />
    </div>
  );
}

export default function ServerPagedDeliveryLog() {
  const [mode, setMode] = React.useState<CountMode>('known');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: CountMode | null) => value && setMode(value)}
        aria-label="What the server reports about the total"
      >
        <ToggleButton value="known">Known row count</ToggleButton>
        <ToggleButton value="unknown">Unknown row count</ToggleButton>
        <ToggleButton value="estimated">Estimated row count</ToggleButton>
      </ToggleButtonGroup>
      {/* A new key remounts the grid, so each mode starts from page 1 */}
      <DeliveryGrid key={mode} mode={mode} />
    </Stack>
  );
}
