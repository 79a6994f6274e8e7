import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { createShipments, shipmentColumns } from './shipment-rows';

type OnLoad = 'collapsed' | 'first-level' | 'everything' | 'delayed';

const expansionProps: Record<
  OnLoad,
  Pick<
    DataGridPremiumProps,
    'defaultGroupingExpansionDepth' | 'isGroupExpandedByDefault'
  >
> = {
  collapsed: { defaultGroupingExpansionDepth: 0 },
  'first-level': { defaultGroupingExpansionDepth: 1 },
  everything: { defaultGroupingExpansionDepth: -1 },
  delayed: {
    // Open every warehouse, and inside it only the "Delayed" status group.
    isGroupExpandedByDefault: (node: GridGroupNode) =>
      node.groupingField === 'warehouse' ||
      (node.groupingField === 'status' && node.groupingKey === 'Delayed'),
  },
};

function describe(node: GridGroupNode) {
  return `${String(node.groupingKey)} ${node.childrenExpanded ? 'expanded' : 'collapsed'}`;
}

export default function WarehouseGroupExpansion() {
  const apiRef = useGridApiRef();
  const rows = React.useMemo(() => createShipments(48), []);
  const [onLoad, setOnLoad] = React.useState<OnLoad>('first-level');
  const [lastChange, setLastChange] = React.useState('none yet');

  // `rowExpansionChange` fires for clicks, the keyboard and API calls alike.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) =>
        setLastChange(describe(node)),
      ),
    [apiRef, onLoad],
  );

  const setAllGroups = (isExpanded: boolean) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      // depth -1 is the invisible root node
      if (node.type === 'group' && node.depth >= 0) {
        api.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControl size="small" sx={{ width: 220 }}>
          <InputLabel id="expansion-on-load-label">Open on load</InputLabel>
          <Select
            labelId="expansion-on-load-label"
            label="Open on load"
            value={onLoad}
            onChange={(event) => setOnLoad(event.target.value as OnLoad)}
          >
            <MenuItem value="collapsed">Nothing (depth 0)</MenuItem>
            <MenuItem value="first-level">Warehouses (depth 1)</MenuItem>
            <MenuItem value="everything">Everything (depth -1)</MenuItem>
            <MenuItem value="delayed">Delayed shipments only</MenuItem>
          </Select>
        </FormControl>
        <Button size="small" onClick={() => setAllGroups(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setAllGroups(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        {/* A new key remounts the grid, so the on-load rule applies again. */}
        <DataGridPremium
          key={onLoad}
          apiRef={apiRef}
          rows={rows}
          columns={shipmentColumns}
          initialState={{ rowGrouping: { model: ['warehouse', 'status'] } }}
          {...expansionProps[onLoad]}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Last expansion change: {lastChange}
      </Typography>
    </Stack>
  );
}
