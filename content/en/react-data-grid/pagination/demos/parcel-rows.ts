import type { GridColDef } from '@mui/x-data-grid';

export interface Parcel {
  id: number;
  trackingCode: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: string;
}

const destinations = [
  'Porto',
  'Lyon',
  'Gdańsk',
  'Bergen',
  'Valencia',
  'Graz',
  'Utrecht',
  'Turin',
  'Aarhus',
  'Brno',
  'Cork',
];
const carriers = ['Northline', 'RapidPost', 'Cargo Express', 'BlueVan'];
const statuses = ['Sorted', 'In transit', 'Out for delivery', 'Delivered', 'Held'];

// Every value is computed from the row index, so the server and the browser
// produce the same rows.
export function createParcels(count: number): Parcel[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    trackingCode: `PK-${String(48_210 + index * 37).padStart(6, '0')}`,
    destination: destinations[(index * 7) % destinations.length]!,
    carrier: carriers[(index * 3 + 1) % carriers.length]!,
    weightKg: (((index * 53) % 290) + 5) / 10,
    status: statuses[Math.floor(index / 3) % statuses.length]!,
  }));
}

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'trackingCode', headerName: 'Tracking code', width: 140 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 150 },
];
