import { DataGrid } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './parcel-rows';

const rows = createParcels(240);

export default function DepotParcelsPaginated() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={parcelColumns} />
    </div>
  );
}
