import type { GridColDef } from '@mui/x-data-grid-premium';

export type Shipment = {
  id: number;
  tracking: string;
  carrier: string;
  destination: string;
  status: string;
  weightKg: number;
  parcels: number;
};

export const carriers = ['Swiftline', 'Parcelnet', 'Harbor Freight Co', 'Skyhop'];
export const destinations = [
  'Rotterdam',
  'Hamburg',
  'Lyon',
  'Milan',
  'Gdansk',
  'Valencia',
];
export const statuses = ['Packed', 'In transit', 'Delivered', 'Held at customs'];

/** 30 shipments from one warehouse, computed from their index (the same on every render). */
export const shipmentRows: Shipment[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${String(48210 + index * 17)}`,
  carrier: carriers[index % carriers.length] ?? '',
  destination: destinations[(index * 5) % destinations.length] ?? '',
  status: statuses[(index * 3 + Math.floor(index / 4)) % statuses.length] ?? '',
  weightKg: 2 + ((index * 37) % 180) / 2,
  parcels: 1 + ((index * 7) % 12),
}));

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 150, examples: carriers },
  {
    field: 'destination',
    headerName: 'Destination',
    width: 120,
    examples: destinations,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 140,
    examples: statuses,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];
