import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 4101,
    subject: 'Invoice PDF shows the wrong VAT number',
    requester: 'Amara Okafor',
    status: 'Open',
  },
  {
    id: 4102,
    subject: 'Cannot reset my password from the mobile app',
    requester: 'Lucas Moreau',
    status: 'Pending',
  },
  {
    id: 4103,
    subject: 'Export to CSV drops accented characters',
    requester: 'Sofia Lindqvist',
    status: 'Open',
  },
  {
    id: 4104,
    subject: 'Add a second admin to our workspace',
    requester: 'Kenji Watanabe',
    status: 'Solved',
  },
  {
    id: 4105,
    subject: 'Webhook retries arrive out of order',
    requester: 'Priya Raman',
    status: 'Pending',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  // Takes two shares of the free space, never less than 180px
  { field: 'subject', headerName: 'Subject', flex: 2, minWidth: 180 },
  // Takes one share, between 120px and 200px
  {
    field: 'requester',
    headerName: 'Requester',
    flex: 1,
    minWidth: 120,
    maxWidth: 200,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ResponsiveTicketColumns() {
  const labelId = React.useId();
  const [gridWidth, setGridWidth] = React.useState(720);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 420, mb: 1 }}>
        <Typography id={labelId} variant="body2">
          Grid width: {gridWidth}px
        </Typography>
        <Slider
          aria-labelledby={labelId}
          value={gridWidth}
          min={400}
          max={1000}
          step={20}
          onChange={(_event, value) => setGridWidth(value as number)}
        />
      </Box>
      <Box sx={{ height: 320, width: gridWidth, maxWidth: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
