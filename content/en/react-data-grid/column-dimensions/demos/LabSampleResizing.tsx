import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 'S-0193', specimen: 'Whole blood (EDTA)', lab: 'Haematology', result: 13.8 },
  { id: 'S-0194', specimen: 'Serum', lab: 'Biochemistry', result: 4.6 },
  { id: 'S-0195', specimen: 'Urine, mid-stream', lab: 'Microbiology', result: 1.02 },
  { id: 'S-0196', specimen: 'Plasma (citrate)', lab: 'Coagulation', result: 0.97 },
  {
    id: 'S-0197',
    specimen: 'Cerebrospinal fluid',
    lab: 'Biochemistry',
    result: 0.45,
  },
];

const columns: GridColDef[] = [
  // The sample ID keeps its width: its separator cannot be dragged
  { field: 'id', headerName: 'Sample', width: 110, resizable: false },
  // Dragging stops at 120px and at 260px
  {
    field: 'specimen',
    headerName: 'Specimen',
    width: 180,
    minWidth: 120,
    maxWidth: 260,
  },
  { field: 'lab', headerName: 'Lab', width: 150 },
  { field: 'result', headerName: 'Result', type: 'number', width: 110 },
];

export default function LabSampleResizing() {
  const [locked, setLocked] = React.useState(false);
  const [dragging, setDragging] = React.useState('Drag a column separator');
  const [committed, setCommitted] = React.useState('none yet');

  const handleColumnResize = React.useCallback<GridEventListener<'columnResize'>>(
    (params) => {
      setDragging(`${params.colDef.headerName}: ${Math.round(params.width)}px`);
    },
    [],
  );

  const handleColumnWidthChange = React.useCallback<
    GridEventListener<'columnWidthChange'>
  >((params) => {
    setCommitted(`${params.colDef.headerName} at ${Math.round(params.width)}px`);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={locked}
            onChange={(event) => setLocked(event.target.checked)}
          />
        }
        label="Lock column widths"
      />
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          // Both props: with disableColumnResize alone, a double-click on a
          // separator would still autosize the column
          disableColumnResize={locked}
          disableAutosize={locked}
          onColumnResize={handleColumnResize}
          onColumnWidthChange={handleColumnWidthChange}
        />
      </div>
      <Typography variant="body2">
        While dragging (onColumnResize): {dragging}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        Last width change (onColumnWidthChange): {committed}
      </Typography>
    </Stack>
  );
}
