import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type ParcelStatus = 'Label created' | 'In transit' | 'Delivered' | 'Held at customs';

interface Parcel {
  id: string;
  origin: string;
  destination: string;
  weightKg: number;
  status: ParcelStatus;
}

const rows: Parcel[] = [
  {
    id: 'PX-4410',
    origin: 'Lisbon',
    destination: 'Oslo',
    weightKg: 2.4,
    status: 'Delivered',
  },
  {
    id: 'PX-4411',
    origin: 'Lyon',
    destination: 'Gdańsk',
    weightKg: 12.75,
    status: 'In transit',
  },
  {
    id: 'PX-4412',
    origin: 'Porto',
    destination: 'Zürich',
    weightKg: 0.6,
    status: 'Held at customs',
  },
  {
    id: 'PX-4413',
    origin: 'Turin',
    destination: 'Dublin',
    weightKg: 31,
    status: 'Label created',
  },
  {
    id: 'PX-4414',
    origin: 'Seville',
    destination: 'Tallinn',
    weightKg: 5.2,
    status: 'In transit',
  },
];

const statusColor: Record<ParcelStatus, 'default' | 'info' | 'success' | 'warning'> =
  {
    'Label created': 'default',
    'In transit': 'info',
    Delivered: 'success',
    'Held at customs': 'warning',
  };

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  {
    // No row has a `route` property: valueGetter builds the value from two fields.
    field: 'route',
    headerName: 'Route',
    width: 190,
    valueGetter: (_value, row) => `${row.origin} → ${row.destination}`,
  },
  {
    // The value stays a number, so the column sorts by weight.
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  {
    // A React component in the cell.
    field: 'status',
    headerName: 'Status',
    width: 170,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Parcel, ParcelStatus>) =>
      params.value ? (
        <Chip size="small" label={params.value} color={statusColor[params.value]} />
      ) : null,
  },
];

export default function ShippingManifestCells() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
