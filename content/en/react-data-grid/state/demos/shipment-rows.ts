import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: 'Booked' | 'In transit' | 'Customs' | 'Delivered' | 'Late';
}

const ports = [
  'Rotterdam',
  'Antwerp',
  'Gdańsk',
  'Valencia',
  'Piraeus',
  'Genoa',
  'Hamburg',
  'Le Havre',
];
const carriers = ['Maritima', 'Nordfreight', 'Blue Anchor', 'Tidewater'];
const statuses: Shipment['status'][] = [
  'Booked',
  'In transit',
  'Customs',
  'Delivered',
  'Late',
];

// Computed from the index, so the server render and the browser agree.
export function createShipments(count: number): Shipment[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    reference: `SH-${String(7300 + index * 11)}`,
    origin: ports[index % ports.length]!,
    destination: ports[(index * 3 + 2) % ports.length]!,
    carrier: carriers[(index * 5) % carriers.length]!,
    weightKg: 400 + ((index * 733) % 9600),
    status: statuses[(index * 7) % statuses.length]!,
  }));
}

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'In transit', 'Customs', 'Delivered', 'Late'],
    width: 120,
  },
];
