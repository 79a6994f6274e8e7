import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createOrderLines,
  describeRequest,
  orderColumns,
  orderGroupingColDef,
  toLevelQuery,
  useRequestLog,
  type OrderLine,
} from '@demo-kit/data-grid-order-lines';

type Expansion = 'closed' | 'regions' | 'all' | 'europe';

const expansionProps: Record<Expansion, Partial<DataGridPremiumProps>> = {
  closed: { defaultGroupingExpansionDepth: 0 },
  regions: { defaultGroupingExpansionDepth: 1 },
  all: { defaultGroupingExpansionDepth: -1 },
  // Opens the Europe group and every group inside it.
  europe: {
    isGroupExpandedByDefault: (node) =>
      node.groupingField === 'region'
        ? node.groupingKey === 'Europe'
        : String(node.id).startsWith('group/Europe/'),
  },
};

function RegionalOrders({ expansion }: { expansion: Expansion }) {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<OrderLine>({ rows: createOrderLines, latencyMs: 500 }),
  );
  const log = useRequestLog(server, 4);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const answer = await server.getLevel(toLevelQuery(params));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.descendantCount,
    }),
    [server],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'country'] } },
  });

  return (
    <React.Fragment>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          dataSource={dataSource}
          columns={orderColumns}
          groupingColDef={orderGroupingColDef}
          initialState={initialState}
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

export default function OrderGroupsExpanded() {
  const [expansion, setExpansion] = React.useState<Expansion>('regions');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={expansion}
        onChange={(_event, value: Expansion | null) => value && setExpansion(value)}
        aria-label="Groups open on load"
      >
        <ToggleButton value="closed">All closed</ToggleButton>
        <ToggleButton value="regions">Regions open</ToggleButton>
        <ToggleButton value="all">Everything open</ToggleButton>
        <ToggleButton value="europe">Europe only</ToggleButton>
      </ToggleButtonGroup>
      {/* The expansion props are read when rows arrive: a new key starts a fresh grid. */}
      <RegionalOrders key={expansion} expansion={expansion} />
    </Stack>
  );
}
