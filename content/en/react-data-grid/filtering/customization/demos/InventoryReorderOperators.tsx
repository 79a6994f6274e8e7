import {
  DataGrid,
  getGridNumericOperators,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterOperator,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';

interface Part {
  id: string;
  name: string;
  inStock: number;
  reorderLevel: number;
  supplier: string;
}

const rows: Part[] = [
  {
    id: 'BRK-220',
    name: 'Brake pads, front',
    inStock: 18,
    reorderLevel: 20,
    supplier: 'Velox Parts',
  },
  {
    id: 'BRK-221',
    name: 'Brake pads, rear',
    inStock: 34,
    reorderLevel: 20,
    supplier: 'Velox Parts',
  },
  {
    id: 'FLT-105',
    name: 'Oil filter',
    inStock: 61,
    reorderLevel: 40,
    supplier: 'Nordfil',
  },
  {
    id: 'FLT-106',
    name: 'Air filter',
    inStock: 22,
    reorderLevel: 25,
    supplier: 'Nordfil',
  },
  {
    id: 'BLT-310',
    name: 'Timing belt kit',
    inStock: 7,
    reorderLevel: 5,
    supplier: 'Axle & Co',
  },
  {
    id: 'WPR-014',
    name: 'Wiper blades 55 cm',
    inStock: 44,
    reorderLevel: 30,
    supplier: 'ClearView',
  },
  {
    id: 'SPK-402',
    name: 'Spark plugs (4)',
    inStock: 12,
    reorderLevel: 15,
    supplier: 'Axle & Co',
  },
  {
    id: 'BAT-070',
    name: 'Battery 70 Ah',
    inStock: 9,
    reorderLevel: 6,
    supplier: 'Voltaic',
  },
  {
    id: 'BLB-H7',
    name: 'Headlight bulb H7',
    inStock: 80,
    reorderLevel: 50,
    supplier: 'ClearView',
  },
];

// No value needed: compares the cell with another field of the same row
const belowReorderLevel: GridFilterOperator<Part, number> = {
  label: 'below reorder level',
  value: 'belowReorderLevel',
  requiresFilterValue: false,
  getApplyFilterFn: () => {
    return (value, row) => value < row.reorderLevel;
  },
};

// Takes a value: a margin, in units, above the reorder level
const nearReorderLevel: GridFilterOperator<
  Part,
  number,
  number,
  GridTypeFilterInputValueProps
> = {
  label: 'within … units of reorder level',
  value: 'nearReorderLevel',
  getApplyFilterFn: (filterItem) => {
    // The column's valueParser has already turned the input into a number
    const margin: unknown = filterItem.value;
    if (typeof margin !== 'number' || Number.isNaN(margin)) {
      // Returning null means "do not filter" (for example, while the input is empty)
      return null;
    }
    return (value, row) => value - row.reorderLevel <= margin;
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
  getValueAsString: (value) => `${value} units`,
};

const columns: GridColDef<Part>[] = [
  { field: 'id', headerName: 'Part', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    // The custom operators come first; the built-in ones stay available
    filterOperators: [
      belowReorderLevel,
      nearReorderLevel,
      ...getGridNumericOperators(),
    ],
  },
  { field: 'reorderLevel', headerName: 'Reorder level', type: 'number', width: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 120 },
];

export default function InventoryReorderOperators() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'inStock', operator: 'belowReorderLevel' }],
            },
          },
        }}
      />
    </div>
  );
}
