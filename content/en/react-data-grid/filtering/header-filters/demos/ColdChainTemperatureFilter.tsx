import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  unit: string;
  cargo: string;
  route: string;
  temperature: number;
}

const rows: Reading[] = [
  {
    id: 1,
    unit: 'RF-101',
    cargo: 'Vaccines',
    route: 'Basel → Lyon',
    temperature: 4.5,
  },
  {
    id: 2,
    unit: 'RF-102',
    cargo: 'Frozen peas',
    route: 'Ghent → Lille',
    temperature: -18,
  },
  {
    id: 3,
    unit: 'RF-103',
    cargo: 'Cut flowers',
    route: 'Aalsmeer → Paris',
    temperature: 2,
  },
  {
    id: 4,
    unit: 'RF-104',
    cargo: 'Ice cream',
    route: 'Milan → Zurich',
    temperature: -21.5,
  },
  {
    id: 5,
    unit: 'RF-105',
    cargo: 'Vaccines',
    route: 'Basel → Munich',
    temperature: 9,
  },
  {
    id: 6,
    unit: 'RF-106',
    cargo: 'Salmon',
    route: 'Bergen → Hamburg',
    temperature: 0.5,
  },
  {
    id: 7,
    unit: 'RF-107',
    cargo: 'Frozen peas',
    route: 'Ghent → Cologne',
    temperature: -12,
  },
  {
    id: 8,
    unit: 'RF-108',
    cargo: 'Cut flowers',
    route: 'Aalsmeer → Brussels',
    temperature: 6.5,
  },
];

// One input for the filter panel and the header filter row. In the header, the grid also
// passes the operator menu and the clear button: render them next to the field.
function CelsiusFilterInput(props: GridFilterInputValueProps) {
  const {
    item,
    applyValue,
    focusElementRef,
    inputRef,
    headerFilterMenu,
    clearButton,
    slotProps,
    className,
    disabled,
    tabIndex,
    onFocus,
    onBlur,
  } = props;

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const value =
      text === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
    applyValue({ ...item, value });
  };

  return (
    <Box
      className={className}
      sx={{ display: 'flex', alignItems: 'center', width: '100%' }}
    >
      <TextField
        type="number"
        size="small"
        fullWidth
        label={slotProps?.root.label ?? 'Temperature'}
        value={item.value ?? ''}
        onChange={handleChange}
        onFocus={onFocus}
        onBlur={onBlur}
        disabled={disabled}
        inputRef={inputRef ?? focusElementRef}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: <InputAdornment position="end">°C</InputAdornment>,
          },
          htmlInput: { step: 0.5, tabIndex },
        }}
      />
      {headerFilterMenu}
      {clearButton}
    </Box>
  );
}

// The numeric operators, with the custom input for those that take a single value
const temperatureOperators = getGridNumericOperators()
  .filter((operator) => operator.value !== 'isAnyOf')
  .map((operator) => ({
    ...operator,
    InputComponent: operator.InputComponent ? CelsiusFilterInput : undefined,
  }));

const columns: GridColDef<Reading>[] = [
  { field: 'unit', headerName: 'Unit', width: 130 },
  { field: 'cargo', headerName: 'Cargo', width: 140 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 200,
    valueFormatter: (value: number) => `${value} °C`,
    filterOperators: temperatureOperators,
  },
];

export default function ColdChainTemperatureFilter() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 'warm', field: 'temperature', operator: '>', value: 4 }],
            },
          },
        }}
      />
    </div>
  );
}
