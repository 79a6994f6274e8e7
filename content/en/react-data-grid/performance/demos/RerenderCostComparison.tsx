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
} from './render-tracking';

const RERENDERS = 30;

const stableColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'depot', headerName: 'Depot', width: 100 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 95 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 95 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 105 },
];
const stableSlots = { cell: TrackedCell };
const stableInitialState = {
  sorting: { sortModel: [{ field: 'onHand', sort: 'desc' as const }] },
};

type Variant = 'stable' | 'rebuilt';

interface Run {
  variant: Variant;
  remaining: number;
  startedAt: number;
}

interface Result {
  id: number;
  variant: Variant;
  milliseconds: number;
  cellRenders: number;
}

export default function RerenderCostComparison() {
  const rows = React.useMemo(() => createStockRows(1000), []);
  const [counter] = React.useState(createRenderCounter);
  const [variant, setVariant] = React.useState<Variant>('rebuilt');
  const [run, setRun] = React.useState<Run | null>(null);
  const [results, setResults] = React.useState<Result[]>([]);

  // Each step of a run re-renders this component once, then schedules the next step.
  React.useEffect(() => {
    if (!run) {
      return;
    }
    if (run.remaining > 0) {
      setRun({ ...run, remaining: run.remaining - 1 });
      return;
    }
    const milliseconds = performance.now() - run.startedAt;
    const cellRenders = counter.get();
    setResults((previous) => [
      { id: previous.length + 1, variant: run.variant, milliseconds, cellRenders },
      ...previous,
    ]);
    setRun(null);
  }, [run, counter]);

  const startRun = () => {
    counter.reset();
    setRun({ variant, remaining: RERENDERS, startedAt: performance.now() });
  };

  const isStable = variant === 'stable';
  // "rebuilt": what happens when these props are written inline in the JSX.
  const columns = isStable
    ? stableColumns
    : stableColumns.map((column) => ({ ...column }));
  const slots = isStable ? stableSlots : { cell: TrackedCell };
  const initialState = isStable
    ? stableInitialState
    : { sorting: { sortModel: [{ field: 'onHand', sort: 'desc' as const }] } };

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
          value={variant}
          disabled={run !== null}
          onChange={(_event, value: Variant | null) => value && setVariant(value)}
          aria-label="How columns, slots and initialState are passed"
        >
          <ToggleButton value="rebuilt">Props rebuilt on each render</ToggleButton>
          <ToggleButton value="stable">Stable props</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          size="small"
          onClick={startRun}
          disabled={run !== null}
        >
          Re-render {RERENDERS} times
        </Button>
      </Stack>
      <Stack
        component="ol"
        reversed
        spacing={0.5}
        sx={{ m: 0, pl: 3, minHeight: 24 }}
        aria-label="Runs"
      >
        {results.slice(0, 4).map((result) => (
          <Typography component="li" variant="body2" key={result.id}>
            {result.variant === 'stable' ? 'Stable props' : 'Props rebuilt'}:{' '}
            <strong>{Math.round(result.milliseconds)} ms</strong> for {RERENDERS}{' '}
            re-renders, {result.cellRenders} cell renders
          </Typography>
        ))}
      </Stack>
      <RenderCounterContext.Provider value={counter}>
        <div style={{ height: 340, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={slots}
            initialState={initialState}
            density="compact"
          />
        </div>
      </RenderCounterContext.Provider>
    </Stack>
  );
}
