import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  unitPrice: number;
  inStock: boolean;
}

const rows: Product[] = [
  {
    id: 1,
    sku: 'PP-A4-80',
    name: 'Copy paper A4, 80 g',
    category: 'Paper',
    unitPrice: 5.4,
    inStock: true,
  },
  {
    id: 2,
    sku: 'PP-A3-90',
    name: 'Copy paper A3, 90 g',
    category: 'Paper',
    unitPrice: 11.2,
    inStock: false,
  },
  {
    id: 3,
    sku: 'WR-GEL-BL',
    name: 'Gel pen, blue',
    category: 'Writing',
    unitPrice: 1.3,
    inStock: true,
  },
  {
    id: 4,
    sku: 'WR-HL-4',
    name: 'Highlighters, 4 colours',
    category: 'Writing',
    unitPrice: 4.9,
    inStock: true,
  },
  {
    id: 5,
    sku: 'TL-STPL',
    name: 'Stapler, 30 sheets',
    category: 'Tools',
    unitPrice: 12.5,
    inStock: true,
  },
  {
    id: 6,
    sku: 'TL-TAPE',
    name: 'Tape dispenser',
    category: 'Tools',
    unitPrice: 7.8,
    inStock: false,
  },
  {
    id: 7,
    sku: 'PP-NOTE-Y',
    name: 'Sticky notes, yellow',
    category: 'Paper',
    unitPrice: 2.6,
    inStock: true,
  },
  {
    id: 8,
    sku: 'FL-LEVER',
    name: 'Lever arch file',
    category: 'Filing',
    unitPrice: 3.9,
    inStock: true,
  },
  {
    id: 9,
    sku: 'FL-DIV-10',
    name: 'Dividers, 10 tabs',
    category: 'Filing',
    unitPrice: 1.7,
    inStock: false,
  },
];

const columns: GridColDef<Product>[] = [
  // Users cannot filter this column from the grid's interface
  { field: 'sku', headerName: 'SKU', width: 120, filterable: false },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

export default function PriceListFilterSwitches() {
  const [filtersDisabled, setFiltersDisabled] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={filtersDisabled}
            onChange={(event) => setFiltersDisabled(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnFilter={filtersDisabled}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'category', operator: 'equals', value: 'Paper' }],
              },
            },
          }}
        />
      </div>
    </Stack>
  );
}
