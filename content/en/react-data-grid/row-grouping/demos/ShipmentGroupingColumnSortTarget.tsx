import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

type Target = 'top-level' | 'leaves' | 'carrier';

const groupingColDefs: Record<Target, GridGroupingColDefOverride<Shipment>> = {
  // Default: sort the groups of every level by their keys; filter with the first criterion's options.
  'top-level': { width: 220 },
  // Leaves show their reference, and sorting and filtering use the Reference column: groups keep their order.
  leaves: { width: 220, leafField: 'reference' },
  // Leaves still show their reference, but the groups are sorted again, and the filter uses the Carrier column.
  carrier: { width: 220, leafField: 'reference', mainGroupingCriteria: 'carrier' },
};

export default function ShipmentGroupingColumnSortTarget() {
  const rows = React.useMemo(() => createShipments(30), []);
  const [target, setTarget] = React.useState<Target>('top-level');

  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="sort-target-label">
          The grouping column sorts and filters by
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="sort-target-label"
          value={target}
          onChange={(event) => setTarget(event.target.value as Target)}
        >
          <FormControlLabel
            value="top-level"
            control={<Radio />}
            label="Group keys (default)"
          />
          <FormControlLabel
            value="leaves"
            control={<Radio />}
            label="Leaves (leafField)"
          />
          <FormControlLabel
            value="carrier"
            control={<Radio />}
            label="Group keys, with leaves shown (mainGroupingCriteria)"
          />
        </RadioGroup>
      </FormControl>
      <div style={{ height: 380, width: '100%' }}>
        {/* Remount on change: sort and filter models are not re-applied when these options change. */}
        <DataGridPremium
          key={target}
          rows={rows}
          columns={shipmentColumns}
          groupingColDef={groupingColDefs[target]}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['warehouse', 'carrier'] },
            sorting: {
              sortModel: [
                { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              ],
            },
            columns: { columnVisibilityModel: { warehouse: false, carrier: false } },
          }}
        />
      </div>
    </Stack>
  );
}
