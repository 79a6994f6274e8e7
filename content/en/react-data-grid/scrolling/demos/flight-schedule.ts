import type { GridColDef } from '@mui/x-data-grid';

export interface FlightRow {
  id: number;
  flight: string;
  [day: string]: string | number;
}

const carriers = ['NW', 'SK', 'LX', 'TP', 'AY', 'IB'];
const destinations = [
  'Oslo',
  'Lisbon',
  'Zurich',
  'Helsinki',
  'Madrid',
  'Vienna',
  'Dublin',
  'Prague',
];
export const scheduleDays = Array.from(
  { length: 18 },
  (_, index) => `Apr ${index + 1}`,
);

/** `count` flights, each with a gate for 18 days, computed from the row index. */
export function createFlights(count: number): FlightRow[] {
  return Array.from({ length: count }, (_, index) => {
    const row: FlightRow = {
      id: index + 1,
      flight: `${carriers[index % carriers.length]} ${String(100 + index * 7).padStart(4, '0')}`,
      destination: destinations[(index * 3) % destinations.length] ?? '',
    };
    scheduleDays.forEach((_day, dayIndex) => {
      row[`day${dayIndex + 1}`] =
        `${String.fromCharCode(65 + ((index + dayIndex) % 6))}${((index * 5 + dayIndex * 3) % 40) + 1}`;
    });
    return row;
  });
}

export const flightColumns: GridColDef<FlightRow>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'To', width: 110 },
  ...scheduleDays.map(
    (day, dayIndex): GridColDef<FlightRow> => ({
      field: `day${dayIndex + 1}`,
      headerName: day,
      width: 90,
    }),
  ),
];
