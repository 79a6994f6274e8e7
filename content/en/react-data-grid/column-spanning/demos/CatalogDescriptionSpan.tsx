import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'BR-204',
    name: 'Corner bracket',
    description: 'Right-angle bracket for shelving, pre-drilled for M6 screws',
    material: 'Steel',
    finish: 'Zinc plated',
    stock: 1240,
  },
  {
    id: 'HN-118',
    name: 'Cabinet hinge',
    description: 'Soft-close hinge, 110° opening, clip-on mounting plate',
    material: 'Steel',
    finish: 'Nickel',
    stock: 385,
  },
  {
    id: 'KN-031',
    name: 'Drawer knob',
    description: 'Round knob, 32 mm, with a matching bolt for 16 mm fronts',
    material: 'Brass',
    finish: 'Brushed',
    stock: 760,
  },
  {
    id: 'SL-450',
    name: 'Drawer slide',
    description: 'Full-extension ball-bearing slide, 450 mm, 45 kg load',
    material: 'Steel',
    finish: 'Black',
    stock: 212,
  },
  {
    id: 'PG-008',
    name: 'Shelf peg',
    description:
      'Pin for 5 mm holes, with a flat top that keeps glass shelves in place',
    material: 'Nylon',
    finish: 'Clear',
    stock: 5300,
  },
];

const spanOptions = [1, 2, 3];

export default function CatalogDescriptionSpan() {
  const [span, setSpan] = React.useState(2);

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'id', headerName: 'SKU', width: 90 },
      { field: 'name', headerName: 'Part', width: 140 },
      {
        field: 'description',
        headerName: 'Description',
        width: 200,
        colSpan: span,
        sortable: false,
        filterable: false,
        hideable: false,
      },
      {
        field: 'material',
        headerName: 'Material',
        width: 110,
        sortable: false,
        filterable: false,
        hideable: false,
      },
      {
        field: 'finish',
        headerName: 'Finish',
        width: 120,
        sortable: false,
        filterable: false,
        hideable: false,
      },
      { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
    ],
    [span],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ minWidth: 200, mb: 1.5, mt: 1 }}>
        <InputLabel id="catalog-description-span-label">
          Description spans
        </InputLabel>
        <Select
          labelId="catalog-description-span-label"
          label="Description spans"
          value={span}
          onChange={(event) => setSpan(Number(event.target.value))}
        >
          {spanOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option === 1 ? '1 column' : `${option} columns`}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showCellVerticalBorder
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
