import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './parcel-rows';

const rows = createParcels(120);

export default function ParcelAutoPageSize() {
  const [height, setHeight] = React.useState(360);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="grid-height-label" variant="body2">
          Grid height: {height}px
        </Typography>
        <Slider
          aria-labelledby="grid-height-label"
          value={height}
          onChange={(_event, value) => setHeight(value as number)}
          min={240}
          max={560}
          step={40}
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <div style={{ height, width: '100%' }}>
        <DataGrid rows={rows} columns={parcelColumns} autoPageSize />
      </div>
    </Stack>
  );
}
