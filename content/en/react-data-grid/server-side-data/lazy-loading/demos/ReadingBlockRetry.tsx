import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import {
  createReadings,
  readingColumns,
  toServerQuery,
  type SensorReading,
} from './sensor-readings';

const count = new Intl.NumberFormat('en-US');

interface FailedBlock {
  params: GridGetRowsParams;
  message: string;
}

export default function ReadingBlockRetry() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<SensorReading>({
      rows: () => createReadings(),
      latencyMs: 600,
    }),
  );
  const [failed, setFailed] = React.useState<FailedBlock | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toServerQuery(params));
        // The failed block came back, on a retry or because it scrolled into view again.
        setFailed((current) =>
          current && current.params.start === params.start ? null : current,
        );
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );

  const retry = () => {
    if (failed) {
      // The failed request's own params: the same rows, sort order and filters.
      apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failed.params);
      setFailed(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next request fail
        </Button>
      </Stack>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failed.message}
        </Alert>
      ) : null}
      <div style={{ height: 370, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={readingColumns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              const { start, end } = error.params;
              const status =
                error.cause instanceof GridServerError
                  ? ` (status ${error.cause.status})`
                  : '';
              setFailed({
                params: error.params,
                message: `Rows ${count.format(Number(start) + 1)}–${count.format(
                  end + 1,
                )} did not load${status}.`,
              });
            }
          }}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 50 } },
          }}
        />
      </div>
    </Stack>
  );
}
