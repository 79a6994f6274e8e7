import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'SH-2041',
    destination: 'Rotterdam',
    carrier: 'Nordline',
    status: 'In transit',
    trackingNumber: 'NL88310452',
    weightKg: 1240,
  },
  {
    id: 'SH-2042',
    destination: 'Gdańsk',
    carrier: 'Baltic Freight',
    status: 'Loading',
    trackingNumber: 'BF20017733',
    weightKg: 860,
  },
  {
    id: 'SH-2043',
    destination: 'Valencia',
    carrier: 'Iberia Cargo',
    status: 'Delivered',
    trackingNumber: 'IC55021890',
    weightKg: 2310,
  },
  {
    id: 'SH-2044',
    destination: 'Hamburg',
    carrier: 'Nordline',
    status: 'In transit',
    trackingNumber: 'NL88310477',
    weightKg: 415,
  },
  {
    id: 'SH-2045',
    destination: 'Antwerp',
    carrier: 'Scheldt Lines',
    status: 'Customs',
    trackingNumber: 'SL73002164',
    weightKg: 1875,
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'trackingNumber', headerName: 'Tracking no.', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ShipmentsHiddenOnLoad() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: {
            // Only the listed fields change; every other column stays visible
            columnVisibilityModel: { trackingNumber: false, weightKg: false },
          },
        }}
      />
    </div>
  );
}
