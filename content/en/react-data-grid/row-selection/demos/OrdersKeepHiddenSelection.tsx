import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 'SO-2041', customer: 'Bergen Bikes', region: 'North', total: 1840 },
  { id: 'SO-2042', customer: 'Sol y Mar', region: 'South', total: 920 },
  { id: 'SO-2043', customer: 'Alpine Tools', region: 'North', total: 3105 },
  { id: 'SO-2044', customer: 'Delta Fresh', region: 'South', total: 455 },
  { id: 'SO-2045', customer: 'Fjell Coffee', region: 'North', total: 760 },
  { id: 'SO-2046', customer: 'Sahara Solar', region: 'South', total: 5280 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function OrdersKeepHiddenSelection() {
  const [keepHidden, setKeepHidden] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] =
    React.useState<GridRowSelectionModel>({
      type: 'include',
      ids: new Set(['SO-2042', 'SO-2043', 'SO-2046']),
    });

  const selectedIds =
    rowSelectionModel.type === 'include'
      ? Array.from(rowSelectionModel.ids)
      : rows.map((row) => row.id).filter((id) => !rowSelectionModel.ids.has(id));

  return (
    <div style={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={keepHidden}
              onChange={(event) => setKeepHidden(event.target.checked)}
            />
          }
          label="Keep filtered-out rows selected"
        />
        <Typography role="status" variant="body2">
          Selected: {selectedIds.length > 0 ? selectedIds.join(', ') : 'none'}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={(newModel) => setRowSelectionModel(newModel)}
        />
      </div>
    </div>
  );
}
