import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridFilterModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  departs: string;
  delay: number;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'NX 204',
    destination: 'Vienna',
    gate: 'A02',
    departs: '06:40',
    delay: 0,
  },
  {
    id: 2,
    flight: 'NX 318',
    destination: 'Athens',
    gate: 'B11',
    departs: '07:05',
    delay: 35,
  },
  {
    id: 3,
    flight: 'SL 771',
    destination: 'Copenhagen',
    gate: 'A07',
    departs: '07:20',
    delay: 10,
  },
  {
    id: 4,
    flight: 'NX 122',
    destination: 'Valencia',
    gate: 'B03',
    departs: '07:55',
    delay: 0,
  },
  {
    id: 5,
    flight: 'PR 409',
    destination: 'Helsinki',
    gate: 'C14',
    departs: '08:10',
    delay: 55,
  },
  {
    id: 6,
    flight: 'SL 230',
    destination: 'Budapest',
    gate: 'B08',
    departs: '08:35',
    delay: 5,
  },
  {
    id: 7,
    flight: 'NX 650',
    destination: 'Naples',
    gate: 'A12',
    departs: '09:00',
    delay: 30,
  },
  {
    id: 8,
    flight: 'PR 115',
    destination: 'Riga',
    gate: 'C02',
    departs: '09:25',
    delay: 0,
  },
  {
    id: 9,
    flight: 'SL 884',
    destination: 'Seville',
    gate: 'B15',
    departs: '09:50',
    delay: 75,
  },
  {
    id: 10,
    flight: 'NX 097',
    destination: 'Edinburgh',
    gate: 'A05',
    departs: '10:15',
    delay: 0,
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
];

export default function FlightBoardApiFilters() {
  const apiRef = useGridApiRef();
  const [matching, setMatching] = React.useState<string[] | null>(null);

  const showLongDelays = () => {
    apiRef.current?.setFilterModel({
      items: [{ id: 'board', field: 'delay', operator: '>=', value: 30 }],
    });
  };

  const showPierB = () => {
    if (!apiRef.current) {
      return;
    }
    // The free grid keeps one item: reuse the current item's id so that
    // upsertFilterItem replaces it instead of adding a second one
    const currentItem = gridFilterModelSelector(apiRef).items[0];
    apiRef.current.upsertFilterItem({
      id: currentItem?.id ?? 'board',
      field: 'gate',
      operator: 'startsWith',
      value: 'B',
    });
  };

  const listMatchingFlights = () => {
    if (!apiRef.current) {
      return;
    }
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    setMatching(entries.map((entry) => String(entry.model.flight)));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={showLongDelays}>
          Delayed 30+ min
        </Button>
        <Button size="small" onClick={showPierB}>
          Pier B gates
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.showFilterPanel('destination')}
        >
          Filter by destination…
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setFilterModel({ items: [] })}
        >
          Clear filter
        </Button>
        <Button size="small" variant="outlined" onClick={listMatchingFlights}>
          List matching flights
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // The list below is a snapshot: clear it when the filter changes
          onFilterModelChange={() => setMatching(null)}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        {matching === null
          ? 'Press "List matching flights" to read the rows that pass the filter.'
          : `${matching.length} matching: ${matching.join(', ') || 'none'}`}
      </Typography>
    </Stack>
  );
}
