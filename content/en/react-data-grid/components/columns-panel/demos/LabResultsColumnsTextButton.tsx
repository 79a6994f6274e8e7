import * as React from 'react';
import Button from '@mui/material/Button';
import ViewWeekOutlinedIcon from '@mui/icons-material/ViewWeekOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface LabResult {
  id: number;
  sample: string;
  site: string;
  ph: number;
  nitrate: number;
  phosphate: number;
  turbidity: number;
  conductivity: number;
}

const rows: LabResult[] = [
  {
    id: 1,
    sample: 'W-2301',
    site: 'River inlet',
    ph: 7.4,
    nitrate: 3.1,
    phosphate: 0.12,
    turbidity: 4.2,
    conductivity: 410,
  },
  {
    id: 2,
    sample: 'W-2302',
    site: 'Mill weir',
    ph: 7.1,
    nitrate: 4.8,
    phosphate: 0.2,
    turbidity: 6.9,
    conductivity: 455,
  },
  {
    id: 3,
    sample: 'W-2303',
    site: 'Reservoir',
    ph: 7.9,
    nitrate: 1.2,
    phosphate: 0.05,
    turbidity: 1.1,
    conductivity: 320,
  },
  {
    id: 4,
    sample: 'W-2304',
    site: 'Treatment outlet',
    ph: 7.6,
    nitrate: 2.4,
    phosphate: 0.09,
    turbidity: 0.8,
    conductivity: 380,
  },
  {
    id: 5,
    sample: 'W-2305',
    site: 'Estuary',
    ph: 8.1,
    nitrate: 5.6,
    phosphate: 0.31,
    turbidity: 9.4,
    conductivity: 1290,
  },
];

const columns: GridColDef<LabResult>[] = [
  { field: 'sample', headerName: 'Sample', width: 100 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 150 },
  { field: 'ph', headerName: 'pH', type: 'number', width: 70 },
  { field: 'nitrate', headerName: 'Nitrate (mg/L)', type: 'number', width: 130 },
  { field: 'phosphate', headerName: 'Phosphate (mg/L)', type: 'number', width: 150 },
  { field: 'turbidity', headerName: 'Turbidity (NTU)', type: 'number', width: 140 },
  {
    field: 'conductivity',
    headerName: 'Conductivity (µS/cm)',
    type: 'number',
    width: 170,
  },
];

function LabToolbar() {
  return (
    <Toolbar>
      {/* The render function receives the panel's state: `open` */}
      <ColumnsPanelTrigger
        render={({ ref: triggerRef, ...triggerProps }, state) => (
          <Button
            {...triggerProps}
            // The trigger types its ref for React 19; with React 18 types, cast it.
            ref={triggerRef as React.Ref<HTMLButtonElement>}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<ViewWeekOutlinedIcon />}
          >
            {state.open ? 'Done' : 'Choose columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function LabResultsColumnsTextButton() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: LabToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
