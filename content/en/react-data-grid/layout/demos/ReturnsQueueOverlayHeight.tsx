import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'rma', headerName: 'Return', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'reason', headerName: 'Reason', width: 160 },
  { field: 'received', headerName: 'Received', width: 120 },
];

const overlayHeights = ['default', '180px', '300px'];

export default function ReturnsQueueOverlayHeight() {
  const [overlayHeight, setOverlayHeight] = React.useState('180px');
  const [loading, setLoading] = React.useState(false);

  return (
    <div style={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Overlay height"
          value={overlayHeight}
          onChange={(_event, value: string | null) => {
            if (value !== null) {
              setOverlayHeight(value);
            }
          }}
        >
          {overlayHeights.map((value) => (
            <ToggleButton key={value} value={value}>
              {value === 'default' ? 'Two rows (default)' : value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="Loading"
        />
      </Stack>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={[]}
          columns={columns}
          loading={loading}
          hideFooter
          sx={
            overlayHeight === 'default'
              ? undefined
              : { '--DataGrid-overlayHeight': overlayHeight }
          }
        />
      </div>
    </div>
  );
}
