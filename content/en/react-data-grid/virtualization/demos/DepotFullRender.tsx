import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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

const columns = depotColumns(30);

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

export default function DepotFullRender() {
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disableVirtualization}
            onChange={(event) => setDisableVirtualization(event.target.checked)}
          />
        }
        label="disableVirtualization"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={depotRows}
          columns={columns}
          disableVirtualization={disableVirtualization}
          slots={{ footer: RenderedAreaFooter }}
        />
      </div>
    </Stack>
  );
}
