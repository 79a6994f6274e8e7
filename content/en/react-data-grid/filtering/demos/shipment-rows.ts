import type { GridColDef } from '@mui/x-data-grid';

export const shipmentStatuses = [
  'Awaiting pickup',
  'In transit',
  'Held at customs',
  'Delivered',
  'Returned',
];

export interface Shipment {
  id: number;
  reference: string;
  destination: string;
  weightKg: number | null;
  shippedOn: Date | null;
  deliveredAt: Date | null;
  insured: boolean;
  status: string;
}

const destinations = [
  'Porto',
  'Zürich',
  'Malmö',
  'Kraków',
  'São Paulo',
  'Reykjavík',
  'Oslo',
  'Besançon',
  'Dublin',
  'Córdoba',
  'Tallinn',
  'Genoa',
];

const weights = [12.5, 3.2, 20, 7.8, 45, 0.9, 20, 15.5, 3.2, 31, 6.4, 12.5];

// Every value is computed from the row index, so the server and the browser
// produce the same rows.
export function createShipments(count: number): Shipment[] {
  return Array.from({ length: count }, (_, index) => {
    const status =
      shipmentStatuses[(index * 3) % shipmentStatuses.length] ?? 'In transit';
    const shippedDay = 1 + index * 2;
    return {
      id: index + 1,
      reference: `SH-${24001 + index * 13}`,
      destination: destinations[(index * 5) % destinations.length] ?? 'Porto',
      // Every ninth shipment has not been weighed yet
      weightKg: index % 9 === 4 ? null : (weights[index % weights.length] ?? 1),
      // Shipments that wait for pickup have no shipping date yet
      shippedOn: status === 'Awaiting pickup' ? null : new Date(2025, 2, shippedDay),
      deliveredAt:
        status === 'Delivered'
          ? new Date(
              2025,
              2,
              shippedDay + 3 + (index % 3),
              8 + ((index * 5) % 10),
              (index * 15) % 60,
            )
          : null,
      insured: index % 3 !== 1,
      status,
    };
  });
}

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'shippedOn', headerName: 'Shipped on', type: 'date', width: 120 },
  { field: 'deliveredAt', headerName: 'Delivered at', type: 'dateTime', width: 180 },
  { field: 'insured', headerName: 'Insured', type: 'boolean', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: shipmentStatuses,
    width: 150,
  },
];
