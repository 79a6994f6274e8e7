import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  carrier: string;
  status: string;
  weightKg: number;
  shippedOn: Date;
  insured: boolean;
}

const ports = [
  'Rotterdam',
  'Hamburg',
  'Antwerp',
  'Valencia',
  'Gdańsk',
  'Genoa',
  'Le Havre',
  'Piraeus',
  'Felixstowe',
  'Gothenburg',
];
const carriers = [
  'Baltic Line',
  'Northwind Freight',
  'Sealink',
  'Tramontana',
  'Atlas Cargo',
];
export const shipmentStatuses = [
  'Booked',
  'In transit',
  'At customs',
  'Delivered',
  'Delayed',
];

export const SHIPMENT_COUNT = 480;

// Every value is computed from the row index, so the server render and the browser
// produce the same rows.
export function createShipments(): Shipment[] {
  return Array.from({ length: SHIPMENT_COUNT }, (_, index) => {
    const origin = ports[(index * 3) % ports.length] ?? 'Rotterdam';
    const destination = ports[(index * 7 + 4) % ports.length] ?? 'Hamburg';
    return {
      id: index + 1,
      reference: `SHP-${String(24_001 + index * 13).padStart(6, '0')}`,
      origin,
      destination: destination === origin ? 'Bilbao' : destination,
      carrier:
        carriers[(index * 2 + Math.floor(index / 5)) % carriers.length] ?? 'Sealink',
      status:
        shipmentStatuses[
          (index * 7 + Math.floor(index / 3)) % shipmentStatuses.length
        ] ?? 'Booked',
      weightKg: 120 + ((index * 389) % 9_880),
      shippedOn: new Date(2025, (index * 5) % 6, 1 + ((index * 11) % 28)),
      insured: index % 4 !== 1,
    };
  });
}

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const kilograms = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  { field: 'origin', headerName: 'From', width: 100 },
  { field: 'destination', headerName: 'To', width: 100 },
  { field: 'carrier', headerName: 'Carrier', width: 135 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: shipmentStatuses,
    width: 105,
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value === null ? '' : kilograms.format(value),
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 115,
    valueFormatter: (value: Date | null) => (value ? shortDate.format(value) : ''),
  },
  { field: 'insured', headerName: 'Insured', type: 'boolean', width: 80 },
];
