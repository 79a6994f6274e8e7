import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridDataSource,
  type GridInitialState,
} from '@mui/x-data-grid-pro';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createEmployees,
  describeRequest,
  employeeColumns,
  employeeGroupingColDef,
  useRequestLog,
  type Employee,
} from './org-chart';

const initialState: GridInitialState = {
  pagination: { paginationModel: { page: 0, pageSize: 5 }, rowCount: 0 },
};

export default function OrgChartServerTree() {
  // One fake server per demo; it stores each employee with their reporting line.
  const [server] = React.useState(() =>
    createGridServer<Employee>({
      rows: createEmployees,
      treePath: (row) => row.path,
      latencyMs: 700,
    }),
  );
  const log = useRequestLog(server);
  // The number of department heads: every answer reports it as `rowCount`.
  const topLevelCount = React.useRef(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const groupKeys = params.groupKeys ?? [];
        const isTopLevel = groupKeys.length === 0;
        const answer = await server.getLevel({
          groupKeys,
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          // Only the top level is paged: an opened row gets all its children.
          ...(isTopLevel ? { paginationModel: params.paginationModel } : {}),
        });
        if (isTopLevel) {
          topLevelCount.current = answer.rowCount;
        }
        return { rows: answer.rows, rowCount: topLevelCount.current };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={employeeColumns}
          groupingColDef={employeeGroupingColDef}
          initialState={initialState}
          pagination
          pageSizeOptions={[5, 10]}
        />
      </div>
      <Typography
        variant="caption"
        component="div"
        role="log"
        aria-label="Request log"
      >
        {log.length === 0
          ? 'No request yet.'
          : log.map((entry) => <div key={entry.id}>{describeRequest(entry)}</div>)}
      </Typography>
    </Stack>
  );
}
