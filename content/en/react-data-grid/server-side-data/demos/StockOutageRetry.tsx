import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridGetRowsError,
  GridNoRowsOverlay,
  GridOverlay,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import { createStockItems, stockColumns, type StockItem } from './stock-items';

interface Outage {
  /** What went wrong, or `null` when the last request succeeded. */
  failure: string | null;
  retry: () => void;
}

// Hands the error and the retry function to the overlay, which the grid renders itself.
const OutageContext = React.createContext<Outage>({
  failure: null,
  retry: () => {},
});

/** The grid's "no rows" overlay, replaced by the error and a retry button after a failure. */
function StockOutageOverlay() {
  const { failure, retry } = React.useContext(OutageContext);
  if (failure === null) {
    return <GridNoRowsOverlay />;
  }
  return (
    <GridOverlay>
      <Stack
        role="alert"
        spacing={1}
        sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}
      >
        <Typography variant="body2">{failure}</Typography>
        <Button size="small" variant="contained" onClick={retry}>
          Retry
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function StockOutageRetry() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<StockItem>({ rows: createStockItems, latencyMs: 700 }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const page = await server.getRows(params);
        return { rows: page.rows, rowCount: page.rowCount };
      },
    }),
    [server],
  );
  const [failure, setFailure] = React.useState<string | null>(null);

  const outage = React.useMemo<Outage>(
    () => ({
      failure,
      retry: () => {
        setFailure(null);
        // No arguments: the grid asks again for the page, sort order and filters it shows now.
        apiRef.current?.dataSource.fetchRows();
      },
    }),
    [failure, apiRef],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next request fail
        </Button>
        <Button
          size="small"
          onClick={() => {
            // A page in the cache would be answered without a request: empty it first.
            apiRef.current?.dataSource.cache.clear();
            outage.retry();
          }}
        >
          Reload from the server
        </Button>
      </Stack>
      <OutageContext.Provider value={outage}>
        <div style={{ height: 370, width: '100%' }}>
          <DataGrid
            apiRef={apiRef}
            columns={stockColumns}
            dataSource={dataSource}
            onDataSourceError={(error) => {
              if (error instanceof GridGetRowsError) {
                const page = (error.params.paginationModel?.page ?? 0) + 1;
                const status =
                  error.cause instanceof GridServerError
                    ? ` (status ${error.cause.status})`
                    : '';
                setFailure(`Page ${page} did not load${status}. ${error.message}`);
              }
            }}
            slots={{ noRowsOverlay: StockOutageOverlay }}
            pageSizeOptions={[10, 25]}
            initialState={{
              pagination: { paginationModel: { pageSize: 10 }, rowCount: 0 },
            }}
          />
        </div>
      </OutageContext.Provider>
    </Stack>
  );
}
