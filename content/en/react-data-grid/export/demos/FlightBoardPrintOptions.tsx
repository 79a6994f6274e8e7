import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridPrintExportOptions,
} from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  time: string;
  gate: string;
  status: string;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'KL 1023',
    destination: 'Oslo',
    time: '07:05',
    gate: 'B4',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'SK 2871',
    destination: 'Copenhagen',
    time: '07:20',
    gate: 'B7',
    status: 'On time',
  },
  {
    id: 3,
    flight: 'LH 993',
    destination: 'Frankfurt',
    time: '07:40',
    gate: 'C2',
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'AF 1641',
    destination: 'Paris CDG',
    time: '08:10',
    gate: 'B2',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'IB 3717',
    destination: 'Madrid',
    time: '08:35',
    gate: 'D1',
    status: 'On time',
  },
  {
    id: 6,
    flight: 'LX 727',
    destination: 'Zurich',
    time: '09:00',
    gate: 'C5',
    status: 'Cancelled',
  },
  {
    id: 7,
    flight: 'BA 431',
    destination: 'London City',
    time: '09:15',
    gate: 'B9',
    status: 'On time',
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Printed pages use landscape paper and black text, whatever the screen theme.
const basePageStyle =
  '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root .MuiDataGrid-main { color: #000; }';
// In 8.2.0, `hideToolbar` only removes the legacy toolbar container,
// so this style hides the toolbar that `showToolbar` renders.
const hideToolbarStyle = '.MuiDataGrid-root .MuiDataGrid-toolbar { display: none; }';

export default function FlightBoardPrintOptions() {
  const [hideToolbar, setHideToolbar] = React.useState(true);
  const [hideFooter, setHideFooter] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);

  const printOptions: GridPrintExportOptions = {
    fileName: 'Departures board',
    hideToolbar,
    hideFooter,
    includeCheckboxes,
    pageStyle: hideToolbar ? `${basePageStyle} ${hideToolbarStyle}` : basePageStyle,
  };

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={hideToolbar}
              onChange={(event) => setHideToolbar(event.target.checked)}
            />
          }
          label="hideToolbar"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideFooter}
              onChange={(event) => setHideFooter(event.target.checked)}
            />
          }
          label="hideFooter"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeCheckboxes}
              onChange={(event) => setIncludeCheckboxes(event.target.checked)}
            />
          }
          label="includeCheckboxes"
        />
      </FormGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooterPagination
          showToolbar
          slotProps={{
            toolbar: { printOptions, csvOptions: { disableToolbarButton: true } },
          }}
          sx={{
            // Applies to the printed copy only.
            '@media print': {
              '.MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
            },
          }}
        />
      </div>
    </Stack>
  );
}
