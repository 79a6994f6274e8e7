import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridRowId,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createEmployees,
  employeeColumns,
  employeeGroupingColDef,
  type Employee,
} from './org-chart';

interface Failure {
  message: string;
  /** The row whose children failed to load, or `null` for the top level. */
  parentId: GridRowId | null;
}

export default function OrgChartChildErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<Employee>({
      rows: createEmployees,
      treePath: (row) => row.path,
      latencyMs: 600,
    }),
  );
  const [failure, setFailure] = React.useState<Failure | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getLevel({
          groupKeys: params.groupKeys ?? [],
          filterModel: params.filterModel,
          sortModel: params.sortModel,
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
      // `groupKeys` names the level that failed; this tree's row ids are those keys joined.
      const groupKeys = error.params.groupKeys ?? [];
      setFailure({
        message:
          groupKeys.length === 0
            ? `The employee list did not load: ${error.message}`
            : `The team of ${groupKeys[groupKeys.length - 1]} did not load: ${error.message}`,
        parentId: groupKeys.length === 0 ? null : groupKeys.join(' / '),
      });
    },
    [],
  );

  const retry = () => {
    if (failure === null) {
      return;
    }
    setFailure(null);
    if (failure.parentId === null) {
      apiRef.current?.dataSource.fetchRows();
    } else {
      apiRef.current?.dataSource.fetchRows(failure.parentId);
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
        <Button
          size="small"
          onClick={() => {
            setFailure(null);
            apiRef.current?.dataSource.fetchRows();
          }}
        >
          Reload the whole tree
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          dataSource={dataSource}
          onDataSourceError={handleDataSourceError}
          columns={employeeColumns}
          groupingColDef={employeeGroupingColDef}
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
