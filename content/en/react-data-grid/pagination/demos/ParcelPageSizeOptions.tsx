import { DataGrid } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './parcel-rows';

const rows = createParcels(64);

export default function ParcelPageSizeOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        density="compact"
        pageSizeOptions={[
          8,
          16,
          { value: 32, label: '32 (one van)' },
          { value: -1, label: 'All' },
        ]}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
      />
    </div>
  );
}
