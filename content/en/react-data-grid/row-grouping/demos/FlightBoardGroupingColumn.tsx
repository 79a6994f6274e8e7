import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface Flight {
  id: number;
  flight: string;
  airline: string;
  destination: string;
  departs: string;
  gate: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'TP 1352',
    airline: 'TAP',
    destination: 'Lisbon',
    departs: '06:45',
    gate: 'B12',
  },
  {
    id: 2,
    flight: 'LH 2231',
    airline: 'Lufthansa',
    destination: 'Munich',
    departs: '07:10',
    gate: 'A03',
  },
  {
    id: 3,
    flight: 'AF 1141',
    airline: 'Air France',
    destination: 'Paris',
    departs: '07:25',
    gate: 'C07',
  },
  {
    id: 4,
    flight: 'LH 2237',
    airline: 'Lufthansa',
    destination: 'Frankfurt',
    departs: '08:05',
    gate: 'A05',
  },
  {
    id: 5,
    flight: 'TP 1360',
    airline: 'TAP',
    destination: 'Porto',
    departs: '08:30',
    gate: 'B14',
  },
  {
    id: 6,
    flight: 'AF 1145',
    airline: 'Air France',
    destination: 'Nice',
    departs: '09:15',
    gate: 'C02',
  },
  {
    id: 7,
    flight: 'LH 2241',
    airline: 'Lufthansa',
    destination: 'Munich',
    departs: '10:40',
    gate: 'A03',
  },
  {
    id: 8,
    flight: 'KL 1004',
    airline: 'KLM',
    destination: 'Amsterdam',
    departs: '11:05',
    gate: 'C09',
  },
  {
    id: 9,
    flight: 'AF 1149',
    airline: 'Air France',
    destination: 'Paris',
    departs: '12:20',
    gate: 'C07',
  },
  {
    id: 10,
    flight: 'KL 1012',
    airline: 'KLM',
    destination: 'Amsterdam',
    departs: '14:35',
    gate: 'C11',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110, groupable: false },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function FlightBoardGroupingColumn() {
  const [hideCount, setHideCount] = React.useState(false);

  // Memoized: a new object on every render would rebuild the grouping column each time.
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Flight>>(
    () => ({
      headerName: 'Airline / flight',
      width: 220,
      leafField: 'flight',
      hideDescendantCount: hideCount,
    }),
    [hideCount],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={hideCount}
            onChange={(event) => setHideCount(event.target.checked)}
          />
        }
        label="Hide the number of flights"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['airline'] },
            columns: { columnVisibilityModel: { flight: false, airline: false } },
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
