import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridDataSource,
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

type Expansion = 'heads' | 'leads' | 'everyone' | 'engineering';

const engineeringHead =
  createEmployees().find((employee) => employee.title === 'Head of Engineering')
    ?.id ?? '';

const expansionProps: Record<Expansion, Partial<DataGridProProps>> = {
  heads: { defaultGroupingExpansionDepth: 0 },
  leads: { defaultGroupingExpansionDepth: 1 },
  everyone: { defaultGroupingExpansionDepth: -1 },
  // Row ids are reporting lines, so the Engineering branch is every id that starts with its head.
  engineering: {
    isGroupExpandedByDefault: (node) =>
      String(node.id).split(' / ')[0] === engineeringHead,
  },
};

function OrgChart({ expansion }: { expansion: Expansion }) {
  const [server] = React.useState(() =>
    createGridServer<Employee>({
      rows: createEmployees,
      treePath: (row) => row.path,
      latencyMs: 500,
    }),
  );
  const log = useRequestLog(server, 4);

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

  return (
    <React.Fragment>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={employeeColumns}
          groupingColDef={employeeGroupingColDef}
          density="compact"
          hideFooter
          {...expansionProps[expansion]}
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
    </React.Fragment>
  );
}

export default function OrgChartExpandedLevels() {
  const [expansion, setExpansion] = React.useState<Expansion>('leads');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={expansion}
        onChange={(_event, value: Expansion | null) => value && setExpansion(value)}
        aria-label="Rows open on load"
      >
        <ToggleButton value="heads">Heads only</ToggleButton>
        <ToggleButton value="leads">Down to team leads</ToggleButton>
        <ToggleButton value="everyone">Everyone</ToggleButton>
        <ToggleButton value="engineering">Engineering only</ToggleButton>
      </ToggleButtonGroup>
      {/* The expansion props are read when rows arrive: a new key starts a fresh grid. */}
      <OrgChart key={expansion} expansion={expansion} />
    </Stack>
  );
}
