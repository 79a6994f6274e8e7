import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuFilterItem,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

// Replaces the default Filter item: keeps it, and adds "Clear filter"
// when this column has a filter.
function FilterWithClearItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const isFiltered = filterModel.items.some((item) => item.field === colDef.field);

  const clearFilter = (event: React.MouseEvent<HTMLElement>) => {
    onClick(event);
    apiRef.current.setFilterModel({
      ...filterModel,
      items: filterModel.items.filter((item) => item.field !== colDef.field),
    });
  };

  return (
    <React.Fragment>
      <GridColumnMenuFilterItem {...props} />
      {isFiltered && (
        <MenuItem onClick={clearFilter}>
          <ListItemIcon>
            <FilterAltOffIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Clear filter</ListItemText>
        </MenuItem>
      )}
    </React.Fragment>
  );
}

const menuSlots = { columnMenuFilterItem: FilterWithClearItem };

function StockColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={menuSlots} />;
}

const rows = [
  {
    id: 1,
    sku: 'FS-1042',
    item: 'Hex bolt M8 × 40',
    category: 'Fasteners',
    onHand: 1240,
  },
  { id: 2, sku: 'FS-2210', item: 'Wing nut M6', category: 'Fasteners', onHand: 310 },
  {
    id: 3,
    sku: 'EL-0087',
    item: 'Cable tie 200 mm',
    category: 'Electrical',
    onHand: 5600,
  },
  {
    id: 4,
    sku: 'EL-0412',
    item: 'Terminal block 12-way',
    category: 'Electrical',
    onHand: 48,
  },
  {
    id: 5,
    sku: 'SF-0301',
    item: 'Safety glasses, clear',
    category: 'Safety',
    onHand: 95,
  },
  {
    id: 6,
    sku: 'FS-3307',
    item: 'Washer M10, zinc',
    category: 'Fasteners',
    onHand: 2890,
  },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', width: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function StockFilterWithClear() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: StockColumnMenu }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'category', operator: 'equals', value: 'Fasteners' }],
            },
          },
        }}
      />
    </div>
  );
}
