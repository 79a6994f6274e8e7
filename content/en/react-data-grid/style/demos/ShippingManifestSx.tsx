import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  parcels: number;
  weightKg: number;
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SHP-2041',
    destination: 'Rotterdam',
    carrier: 'Nordline',
    parcels: 12,
    weightKg: 84.5,
  },
  {
    id: 2,
    reference: 'SHP-2042',
    destination: 'Lyon',
    carrier: 'Alpfreight',
    parcels: 3,
    weightKg: 17.2,
  },
  {
    id: 3,
    reference: 'SHP-2043',
    destination: 'Gdańsk',
    carrier: 'Nordline',
    parcels: 27,
    weightKg: 212,
  },
  {
    id: 4,
    reference: 'SHP-2044',
    destination: 'Porto',
    carrier: 'Atlantica',
    parcels: 8,
    weightKg: 46.9,
  },
  {
    id: 5,
    reference: 'SHP-2045',
    destination: 'Graz',
    carrier: 'Alpfreight',
    parcels: 5,
    weightKg: 31,
  },
  {
    id: 6,
    reference: 'SHP-2046',
    destination: 'Aarhus',
    carrier: 'Nordline',
    parcels: 19,
    weightKg: 143.8,
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ShippingManifestSx() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          m: 1,
          borderWidth: 2,
          borderColor: 'primary.main',
          borderRadius: 3,
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.cell}[data-field="reference"]`]: {
            fontFamily: 'monospace',
            color: (theme.vars || theme).palette.primary.main,
          },
        })}
      />
    </div>
  );
}
