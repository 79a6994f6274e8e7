import type { GridColDef } from '@mui/x-data-grid';

export interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  departs: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';
}

const airlines = ['TP', 'LH', 'AF', 'SK', 'IB', 'KL', 'AY', 'OS'];
const destinations = [
  'Lisbon',
  'Munich',
  'Lyon',
  'Oslo',
  'Bilbao',
  'Rotterdam',
  'Tampere',
  'Vienna',
  'Kraków',
  'Palermo',
  'Riga',
];
const statuses: Departure['status'][] = [
  'On time',
  'On time',
  'Boarding',
  'Delayed',
  'On time',
  'Cancelled',
];

// Computed from the index, so the server render and the browser agree.
export function createDepartures(count: number): Departure[] {
  return Array.from({ length: count }, (_, index) => {
    const minutes = 6 * 60 + index * 9;
    return {
      id: index + 1,
      flight: `${airlines[index % airlines.length]!} ${1000 + ((index * 137) % 900)}`,
      destination: destinations[(index * 5) % destinations.length]!,
      gate: `${'ABC'[index % 3]!}${String(((index * 7) % 24) + 1).padStart(2, '0')}`,
      departs: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      status: statuses[(index * 7) % statuses.length]!,
    };
  });
}

export const departureColumns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Boarding', 'Delayed', 'Cancelled'],
    width: 120,
  },
];
