import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridGetRowsError,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridDataSource,
  type GridGetRowsParams,
  type GridRowId,
  type GridUpdateRowError,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createOrderLines,
  orderColumns,
  orderGroupingColDef,
  toLevelQuery,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

interface Failure {
  message: string;
  /** The group whose rows failed to load, or `null` for the top level. */
  groupId: GridRowId | null;
}

export default function OrderGroupErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 600 }),
  );
  const [failure, setFailure] = React.useState<Failure | null>(null);
  // The id of each group the server sent, by the keys that lead to it.
  const groupIds = React.useRef(new Map<string, GridRowId>());

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const query = toLevelQuery(params);
        const answer = await server.getLevel(query);
        answer.rows.forEach((row) => {
          groupIds.current.set(
            JSON.stringify([...(query.groupKeys ?? []), row.group]),
            row.id,
          );
        });
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  const handleDataSourceError = React.useCallback(
    (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
      if (!(error instanceof GridGetRowsError)) {
        return;
      }
      const groupKeys = error.params.groupKeys ?? [];
      setFailure({
        message:
          groupKeys.length === 0
            ? `The groups did not load: ${error.message}`
            : `${groupKeys.join(' › ')} did not load: ${error.message}`,
        groupId:
          groupKeys.length === 0
            ? null
            : (groupIds.current.get(JSON.stringify(groupKeys)) ?? null),
      });
    },
    [],
  );

  const retry = () => {
    if (failure === null) {
      return;
    }
    setFailure(null);
    if (failure.groupId === null) {
      apiRef.current?.dataSource.fetchRows();
    } else {
      apiRef.current?.dataSource.fetchRows(failure.groupId);
    }
  };

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['channel', 'country'] } },
  });

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
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          dataSource={dataSource}
          onDataSourceError={handleDataSourceError}
          columns={orderColumns}
          groupingColDef={orderGroupingColDef}
          initialState={initialState}
          hideFooter
        />
      </div>
      <Snackbar open={failure !== null}>
        <Alert
          severity="error"
          variant="filled"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failure?.message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
