import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './parcel-rows';

const rows = createParcels(90);
const pageSizeOptions = [10, 25, 50];

export default function ParcelControlledPage() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          onClick={() =>
            setPaginationModel((model) => ({ ...model, page: lastPage }))
          }
        >
          Last page
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          Page {paginationModel.page + 1} of {lastPage + 1},{' '}
          {paginationModel.pageSize} rows per page
        </Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={parcelColumns}
          pageSizeOptions={pageSizeOptions}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </div>
    </Stack>
  );
}
