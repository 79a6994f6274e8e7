import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Shipment {
  id: number;
  reference: string;
  warehouse: string;
  carrier: string;
  country: string;
  status: string;
  parcels: number;
  weightKg: number;
}

const warehouses = ['Rotterdam', 'Leipzig', 'Lyon', 'Poznań'];
const carriers = ['Northline', 'RapidPost', 'BlueVan'];
const countries = ['Austria', 'Belgium', 'Czechia', 'Denmark', 'Italy', 'Spain'];
const statuses = ['Packed', 'In transit', 'Delivered', 'Delayed'];

// Every value comes from the row index, so the server render and the browser agree.
export function createShipments(count: number): Shipment[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    reference: `SH-${String(7_301 + index * 13).padStart(5, '0')}`,
    warehouse:
      warehouses[(index * 5 + Math.floor(index / 7)) % warehouses.length] ?? '',
    carrier: carriers[(index * 2 + Math.floor(index / 4)) % carriers.length] ?? '',
    country: countries[(index * 7 + 3) % countries.length] ?? '',
    status: statuses[(index * 3 + Math.floor(index / 5)) % statuses.length] ?? '',
    parcels: ((index * 11) % 9) + 1,
    weightKg: (((index * 37) % 480) + 20) / 10,
  }));
}

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120, groupable: false },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    groupable: false,
  },
];
