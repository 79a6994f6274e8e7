import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(40);

export default function ShipmentPageSelectButton() {
  const apiRef = useGridApiRef();
  const [note, setNote] = React.useState('');

  const selectThisPage = () => {
    // Called in an event handler, after the grid has initialized its state
    const pageIds = gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(pageIds) });
    setNote(`Selected the ${pageIds.length} shipments shown on this page.`);
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" variant="outlined" onClick={selectThisPage}>
          Select every shipment on this page
        </Button>
        <Typography variant="body2" role="status">
          {note}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={shipmentColumns}
          checkboxSelection
          pageSizeOptions={[5, 10]}
          initialState={{
            pagination: { paginationModel: { pageSize: 5, page: 0 } },
          }}
        />
      </div>
    </Stack>
  );
}
