import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface SparePart {
  id: number;
  partNumber: string;
  name: string;
  machine: string;
  bin: string;
  inStock: number;
}

const rows: SparePart[] = [
  {
    id: 1,
    partNumber: 'BR-6204',
    name: 'Ball bearing 20 mm',
    machine: 'Conveyor C2',
    bin: 'A-03',
    inStock: 48,
  },
  {
    id: 2,
    partNumber: 'VB-A42',
    name: 'V-belt A42',
    machine: 'Press P1',
    bin: 'B-11',
    inStock: 6,
  },
  {
    id: 3,
    partNumber: 'FL-0310',
    name: 'Hydraulic oil filter',
    machine: 'Press P1',
    bin: 'C-02',
    inStock: 12,
  },
  {
    id: 4,
    partNumber: 'SN-PX18',
    name: 'Proximity sensor M18',
    machine: 'Robot cell R3',
    bin: 'D-07',
    inStock: 9,
  },
  {
    id: 5,
    partNumber: 'BR-6305',
    name: 'Ball bearing 25 mm',
    machine: 'Mixer M4',
    bin: 'A-04',
    inStock: 22,
  },
  {
    id: 6,
    partNumber: 'GK-1120',
    name: 'Gasket kit',
    machine: 'Mixer M4',
    bin: 'C-09',
    inStock: 3,
  },
  {
    id: 7,
    partNumber: 'FS-10A',
    name: 'Fuse 10 A',
    machine: 'Control cabinet',
    bin: 'E-01',
    inStock: 150,
  },
  {
    id: 8,
    partNumber: 'CH-08B',
    name: 'Roller chain 08B',
    machine: 'Conveyor C2',
    bin: 'B-05',
    inStock: 4,
  },
];

const columns: GridColDef<SparePart>[] = [
  { field: 'partNumber', headerName: 'Part no.', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'machine', headerName: 'Machine', width: 150 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

function PartsToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        style={{ display: 'flex', alignItems: 'center', marginLeft: 'auto' }}
      >
        {/* The button only shows while the field is collapsed */}
        <QuickFilterTrigger
          render={({ ref: triggerRef, ...triggerProps }, state) =>
            state.expanded ? (
              <React.Fragment />
            ) : (
              <Tooltip title="Search parts">
                <ToolbarButton
                  {...triggerProps}
                  // The trigger types its ref for React 19; with React 18 types, cast it.
                  ref={triggerRef as React.Ref<HTMLButtonElement>}
                  aria-label="Search parts"
                >
                  <SearchIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )
          }
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Part no., name, machine…"
              sx={{
                width: state.expanded ? 260 : 0,
                opacity: state.expanded ? 1 : 0,
                overflow: 'hidden',
                transition: (theme) =>
                  theme.transitions.create(['width', 'opacity']),
              }}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search parts' },
                input: {
                  ...slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        edge="end"
                        size="small"
                        aria-label="Clear search"
                      >
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function SparePartsSearchToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PartsToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
