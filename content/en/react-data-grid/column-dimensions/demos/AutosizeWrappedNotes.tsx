import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridClasses,
  useGridApiRef,
  type GridAutosizeOptions,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    room: 'Kitchen',
    trade: 'Plumber',
    note: 'Move the sink supply pipes 40 cm to the left before the new base units go in.',
  },
  {
    id: 2,
    room: 'Bathroom',
    trade: 'Tiler',
    note: 'Floor tiles arrive on Tuesday. Leave a 3 mm joint and use the grey grout from the first batch so the shade matches the walls.',
  },
  {
    id: 3,
    room: 'Hall',
    trade: 'Electrician',
    note: 'Add a second switch by the stairs.',
  },
  {
    id: 4,
    room: 'Bedroom 2',
    trade: 'Decorator',
    note: 'Two coats on the ceiling, one on the walls. The owner will pick the wall colour on site.',
  },
  {
    id: 5,
    room: 'Garden room',
    trade: 'Carpenter',
    note: 'Check the window frames for rot before sanding. Replace the sill on the south side if it is soft; timber is in the garage.',
  },
];

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room' },
  { field: 'trade', headerName: 'Trade' },
  // Without maxWidth, autosizing would size this column to the longest note on one line
  { field: 'note', headerName: 'Site note', width: 240, maxWidth: 460 },
];

const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function AutosizeWrappedNotes() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}
        >
          Autosize columns
        </Button>
      </div>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          autosizeOptions={autosizeOptions}
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </div>
    </Stack>
  );
}
