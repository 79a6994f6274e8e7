import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: number;
  recipient: string;
  trackingCode: string;
}

const rows: Parcel[] = [
  { id: 1, recipient: 'Atelier Brun', trackingCode: 'FR20938475' },
  { id: 2, recipient: 'Nordlicht GmbH', trackingCode: 'DE55120874' },
  { id: 3, recipient: 'Casa Verde', trackingCode: 'ES71003362' },
  { id: 4, recipient: 'Harbour Books', trackingCode: 'UK09876123' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'recipient', headerName: 'Recipient', width: 150 },
  {
    field: 'trackingCode',
    headerName: 'Tracking code (editable)',
    width: 200,
    editable: true,
    // What the user types, "fr 2093 8475", is stored as "FR20938475".
    valueParser: (value) => (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, ''),
    // The stored code is shown in groups of four: "FR20 9384 75".
    valueFormatter: (value: string) => value.replace(/(.{4})(?=.)/g, '$1 '),
  },
  {
    field: 'stored',
    headerName: 'Stored value',
    width: 140,
    valueGetter: (_value, row) => row.trackingCode,
  },
];

export default function ParcelCodesValueParser() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
