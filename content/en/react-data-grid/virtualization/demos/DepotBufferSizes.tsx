import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridRenderContextSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { depotColumns, depotRows } from './depot-parcels';
import { describeRenderedArea } from './rendered-area';

const columns = depotColumns(120);

function RenderedAreaFooter() {
  const apiRef = useGridApiContext();
  const renderContext = useGridSelector(apiRef, gridRenderContextSelector);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {describeRenderedArea(renderContext, depotRows.length, columns.length)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function DepotBufferSizes() {
  const [bufferPx, setBufferPx] = React.useState(150);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="buffer-label">
          Buffer on each side
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={bufferPx}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setBufferPx(value);
            }
          }}
          aria-labelledby="buffer-label"
        >
          <ToggleButton value={0}>0 px</ToggleButton>
          <ToggleButton value={150}>150 px (default)</ToggleButton>
          <ToggleButton value={600}>600 px</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          // A new key mounts a fresh grid, so the new buffers apply at once
          key={bufferPx}
          rows={depotRows}
          columns={columns}
          rowBufferPx={bufferPx}
          columnBufferPx={bufferPx}
          slots={{ footer: RenderedAreaFooter }}
        />
      </div>
    </Stack>
  );
}
