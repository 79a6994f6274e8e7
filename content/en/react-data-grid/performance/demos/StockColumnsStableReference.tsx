import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createStockRows, type StockItem } from './stock-rows';
import {
  createRenderCounter,
  RenderCounterContext,
  TrackedCell,
  useRenderCount,
  type RenderCounter,
} from './render-tracking';

// Defined once, outside the component: the same array on every render.
const stableColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 100 },
];

// The same slot object on every render too.
const slots = { cell: TrackedCell };

type Placement = 'outside' | 'inside';

function CellRenderCount({ counter }: { counter: RenderCounter }) {
  const count = useRenderCount(counter);
  return (
    <Typography variant="body2" role="status">
      Cell renders: <strong>{count}</strong>
    </Typography>
  );
}

export default function StockColumnsStableReference() {
  const rows = React.useMemo(() => createStockRows(200), []);
  const [counter] = React.useState(createRenderCounter);
  const [placement, setPlacement] = React.useState<Placement>('outside');
  const [parentRenders, setParentRenders] = React.useState(0);

  // What the "inside" option does: a new array, with new column objects, on every render.
  const columns: GridColDef<StockItem>[] =
    placement === 'outside'
      ? stableColumns
      : stableColumns.map((column) => ({ ...column }));

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={placement}
          onChange={(_event, value: Placement | null) => {
            if (value) {
              setPlacement(value);
              counter.reset();
            }
          }}
          aria-label="Where the columns are defined"
        >
          <ToggleButton value="outside">Columns outside the component</ToggleButton>
          <ToggleButton value="inside">Columns created in render</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setParentRenders((n) => n + 1)}
        >
          Re-render the parent
        </Button>
        <Button size="small" onClick={counter.reset}>
          Reset count
        </Button>
      </Stack>
      <Stack direction="row" spacing={3}>
        <Typography variant="body2">
          Parent renders: <strong>{parentRenders}</strong>
        </Typography>
        <CellRenderCount counter={counter} />
      </Stack>
      <RenderCounterContext.Provider value={counter}>
        <div style={{ height: 360, width: '100%' }}>
          <DataGrid rows={rows} columns={columns} slots={slots} density="compact" />
        </div>
      </RenderCounterContext.Provider>
    </Stack>
  );
}
