import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createEmployees,
  describeRequest,
  employeeColumns,
  employeeGroupingColDef,
  offices,
  useRequestLog,
  type Employee,
} from './org-chart';

// The first team lead of the Engineering department, and the row id of that team.
const lead = createEmployees().find(
  (employee) => employee.title === 'Engineering team lead',
);
const teamId = lead?.id ?? '';
const leadName = lead?.name ?? '';

export default function OrgChartRefreshTeam() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<Employee>({
      rows: createEmployees,
      treePath: (row) => row.path,
      latencyMs: 600,
    }),
  );
  const log = useRequestLog(server, 3);
  const [moves, setMoves] = React.useState(0);
  const [saving, setSaving] = React.useState(false);
  const nextOffice = offices[(moves + 2) % offices.length] ?? 'Nairobi';

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

  const moveTeam = async () => {
    setSaving(true);
    try {
      // Something changes on the server, outside the grid...
      const members = server
        .storedRows()
        .filter((row) => row.path.length === 3 && row.path[1] === leadName);
      await Promise.all(
        members.map((member) => server.updateRow({ ...member, office: nextOffice })),
      );
      setMoves((count) => count + 1);
      // ...so drop the cached answers and fetch that one level again.
      apiRef.current?.dataSource.cache.clear();
      apiRef.current?.dataSource.fetchRows(teamId);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={saving} onClick={moveTeam}>
          Move the team of {leadName} to {nextOffice}
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          dataSource={dataSource}
          columns={employeeColumns}
          groupingColDef={employeeGroupingColDef}
          defaultGroupingExpansionDepth={1}
          density="compact"
          hideFooter
        />
      </div>
      <Typography
        variant="caption"
        component="div"
        role="log"
        aria-label="Request log"
      >
        {log.map((entry) => (
          <div key={entry.id}>{describeRequest(entry)}</div>
        ))}
      </Typography>
    </Stack>
  );
}
