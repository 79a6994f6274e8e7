import type { GridColDef } from '@mui/x-data-grid-pro';

export type Vehicle = {
  id: number;
  unit: string;
  plate: string;
  model: string;
  depot: string;
  driver: string;
  odometerKm: number;
  fuelPercent: number;
  nextService: string;
  status: string;
};

// Literal seeds, so that the server and the browser render the same rows
const seeds = [
  {
    driver: 'Priya Nair',
    plate: 'LS21 KTX',
    model: 'Ford Transit',
    depot: 'Leeds',
    status: 'On route',
  },
  {
    driver: 'Tom Hughes',
    plate: 'BR22 PWD',
    model: 'Mercedes Sprinter',
    depot: 'Cardiff',
    status: 'At depot',
  },
  {
    driver: 'Ewa Kowalska',
    plate: 'GL23 RMA',
    model: 'Renault Master',
    depot: 'Bristol',
    status: 'On route',
  },
  {
    driver: 'Kwame Mensah',
    plate: 'CF24 HVN',
    model: 'Iveco Daily',
    depot: 'Norwich',
    status: 'In service',
  },
  {
    driver: 'Sofia Rossi',
    plate: 'NR21 KTX',
    model: 'VW Crafter',
    depot: 'Glasgow',
    status: 'On route',
  },
  {
    driver: 'Liam Byrne',
    plate: 'LS22 PWD',
    model: 'Ford Transit',
    depot: 'Leeds',
    status: 'On route',
  },
  {
    driver: 'Hana Sato',
    plate: 'BR23 RMA',
    model: 'Mercedes Sprinter',
    depot: 'Cardiff',
    status: 'At depot',
  },
  {
    driver: 'Diego Ramos',
    plate: 'GL24 HVN',
    model: 'Renault Master',
    depot: 'Bristol',
    status: 'On route',
  },
  {
    driver: 'Olivia Grant',
    plate: 'CF21 KTX',
    model: 'Iveco Daily',
    depot: 'Norwich',
    status: 'In service',
  },
  {
    driver: 'Yusuf Demir',
    plate: 'NR22 PWD',
    model: 'VW Crafter',
    depot: 'Glasgow',
    status: 'On route',
  },
  {
    driver: 'Clara Weber',
    plate: 'LS23 RMA',
    model: 'Ford Transit',
    depot: 'Leeds',
    status: 'At depot',
  },
  {
    driver: 'Noah Fischer',
    plate: 'BR24 HVN',
    model: 'Mercedes Sprinter',
    depot: 'Cardiff',
    status: 'On route',
  },
];

export const fleetRows: Vehicle[] = seeds.map((seed, index) => ({
  id: index + 1,
  unit: `VAN-${101 + index * 7}`,
  ...seed,
  odometerKm: 18000 + ((index * 7919) % 96000),
  fuelPercent: 20 + ((index * 37) % 80),
  nextService: `2025-${String(1 + ((index * 5) % 12)).padStart(2, '0')}-${String(3 + ((index * 11) % 25)).padStart(2, '0')}`,
}));

export const fleetColumns: GridColDef<Vehicle>[] = [
  { field: 'unit', headerName: 'Unit', width: 110 },
  { field: 'plate', headerName: 'Plate', width: 110 },
  { field: 'model', headerName: 'Model', width: 170 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'driver', headerName: 'Driver', width: 150 },
  { field: 'odometerKm', headerName: 'Odometer (km)', type: 'number', width: 140 },
  { field: 'fuelPercent', headerName: 'Fuel (%)', type: 'number', width: 100 },
  { field: 'nextService', headerName: 'Next service', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
];
