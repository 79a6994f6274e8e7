import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  useGridRootProps,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Bike {
  id: number;
  model: string;
  kind: string;
  year: number;
  price: number | null;
}

const rows: Bike[] = [
  { id: 1, model: 'Gazelle Medeo', kind: 'City', year: 2019, price: 520 },
  { id: 2, model: 'Trek FX 2', kind: 'Hybrid', year: 2021, price: 640 },
  { id: 3, model: 'Brompton C Line', kind: 'Folding', year: 2020, price: 1150 },
  { id: 4, model: 'Cube Attention', kind: 'Mountain', year: 2018, price: 480 },
  { id: 5, model: 'Giant Contend 3', kind: 'Road', year: 2022, price: 790 },
  { id: 6, model: 'Riese & Müller Load', kind: 'Cargo', year: 2021, price: null },
  { id: 7, model: 'Batavus Dinsdag', kind: 'City', year: 2016, price: 260 },
  { id: 8, model: 'Canyon Grail 6', kind: 'Gravel', year: 2022, price: 1390 },
  { id: 9, model: 'Specialized Sirrus', kind: 'Hybrid', year: 2017, price: 350 },
  { id: 10, model: 'Scott Speedster', kind: 'Road', year: 2020, price: 910 },
];

type Range = [string, string];

const toRange = (value: unknown): Range =>
  Array.isArray(value)
    ? [
        value[0] === null || value[0] === undefined ? '' : String(value[0]),
        value[1] === null || value[1] === undefined ? '' : String(value[1]),
      ]
    : ['', ''];

// Two inputs that write one array value: [from, to]
function PriceRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef, disabled } = props;
  const rootProps = useGridRootProps();
  const [range, setRange] = React.useState<Range>(() => toRange(item.value));
  const timeout = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timeout.current), []);

  const updateRange = (next: Range) => {
    setRange(next);
    // Wait for a pause in typing, like the built-in inputs do
    clearTimeout(timeout.current);
    timeout.current = setTimeout(() => {
      applyValue({ ...item, value: next });
    }, rootProps.filterDebounceMs);
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ height: '100%', alignItems: 'flex-end' }}
    >
      <TextField
        size="small"
        type="number"
        label="From (€)"
        disabled={disabled}
        value={range[0]}
        onChange={(event) => updateRange([event.target.value, range[1]])}
        inputRef={focusElementRef}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="number"
        label="To (€)"
        disabled={disabled}
        value={range[1]}
        onChange={(event) => updateRange([range[0], event.target.value])}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

const between: GridFilterOperator<Bike, number | null> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    // The number column's valueParser has parsed each entry ('' becomes null)
    const [from, to]: unknown[] = filterItem.value;
    const min = typeof from === 'number' && !Number.isNaN(from) ? from : null;
    const max = typeof to === 'number' && !Number.isNaN(to) ? to : null;
    if (min === null && max === null) {
      return null;
    }
    return (value) =>
      value !== null &&
      (min === null || value >= min) &&
      (max === null || value <= max);
  },
  InputComponent: PriceRangeInput,
  getValueAsString: (value) =>
    Array.isArray(value) ? `${value[0] ?? '…'} – ${value[1] ?? '…'} €` : '',
};

const columns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 170 },
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    filterOperators: [between, ...getGridNumericOperators()],
  },
];

export default function BikePriceBetween() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Room for the two inputs in the filter panel
        slotProps={{
          filterPanel: {
            filterFormProps: { valueInputProps: { sx: { width: 250 } } },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'price', operator: 'between', value: [400, 900] }],
            },
          },
        }}
      />
    </div>
  );
}
