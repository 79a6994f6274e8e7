import * as React from 'react';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  gridRowSelectionManagerSelector,
  type GridColDef,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface PackingItem {
  id: number;
  item: string;
  category: string;
  weightG: number;
}

const rows: PackingItem[] = [
  { id: 1, item: 'Rain jacket', category: 'Clothing', weightG: 380 },
  { id: 2, item: 'Merino T-shirt', category: 'Clothing', weightG: 150 },
  { id: 3, item: 'Hiking socks (2 pairs)', category: 'Clothing', weightG: 120 },
  { id: 4, item: 'Fleece', category: 'Clothing', weightG: 420 },
  { id: 5, item: 'Phone charger', category: 'Electronics', weightG: 90 },
  { id: 6, item: 'Head torch', category: 'Electronics', weightG: 80 },
  { id: 7, item: 'Power bank', category: 'Electronics', weightG: 210 },
  { id: 8, item: 'Toothbrush', category: 'Toiletries', weightG: 20 },
  { id: 9, item: 'Sunscreen 50 ml', category: 'Toiletries', weightG: 60 },
  { id: 10, item: 'Passport', category: 'Documents', weightG: 40 },
  { id: 11, item: 'Travel insurance card', category: 'Documents', weightG: 5 },
];

// Wraps a built-in operator: selected rows pass whatever the filter says
function keepSelectedRows(operator: GridFilterOperator): GridFilterOperator {
  return {
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const applyFilter = operator.getApplyFilterFn(filterItem, column);
      if (!applyFilter) {
        return null;
      }
      return (value, row, col, apiRef) => {
        const rowId = apiRef.current.getRowId(row);
        if (gridRowSelectionManagerSelector(apiRef).has(rowId)) {
          return true;
        }
        return applyFilter(value, row, col, apiRef);
      };
    },
  };
}

const columns: GridColDef<PackingItem>[] = [
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 180,
    filterOperators: getGridStringOperators().map(keepSelectedRows),
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Clothing', 'Electronics', 'Toiletries', 'Documents'],
    width: 130,
    filterOperators: getGridSingleSelectOperators().map(keepSelectedRows),
  },
  {
    field: 'weightG',
    headerName: 'Weight (g)',
    type: 'number',
    width: 110,
    filterOperators: getGridNumericOperators().map(keepSelectedRows),
  },
];

export default function PackingListKeepSelected() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'category', operator: 'is', value: 'Electronics' }],
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        filterModel={filterModel}
        onFilterModelChange={(newModel) => setFilterModel(newModel)}
        // Filtering does not run again when the selection changes: a fresh
        // copy of the model makes the grid filter with the new selection
        onRowSelectionModelChange={() => setFilterModel((model) => ({ ...model }))}
      />
    </div>
  );
}
