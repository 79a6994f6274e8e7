import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(24);

export default function ShipmentViewCopiedToSecondGrid() {
  const apiRef = useGridApiRef();
  const [copiedState, setCopiedState] = React.useState<GridInitialState | null>(
    null,
  );
  const [copyCount, setCopyCount] = React.useState(0);

  const copyView = () => {
    const exported = apiRef.current?.exportState();
    if (!exported) {
      return;
    }
    setCopiedState(exported);
    // A new key mounts a fresh grid, which reads its new `initialState`
    setCopyCount((count) => count + 1);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" id="planner-view-title">
        Planner view
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          aria-labelledby="planner-view-title"
          apiRef={apiRef}
          rows={rows}
          columns={shipmentColumns}
          hideFooter
        />
      </div>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={copyView}>
          Copy this view to the report grid
        </Button>
        <Typography variant="body2" role="status">
          {copyCount === 0
            ? 'The report grid still shows its defaults.'
            : `View copied ${copyCount} time(s).`}
        </Typography>
      </Stack>
      <Typography variant="subtitle2" id="report-view-title">
        Report view
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          key={copyCount}
          aria-labelledby="report-view-title"
          rows={rows}
          columns={shipmentColumns}
          hideFooter
          initialState={copiedState ?? undefined}
        />
      </div>
    </Stack>
  );
}
