import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Stop {
  id: string;
  stop: number;
  customer: string;
  address: string;
  parcels: number;
}

const initialRows: Stop[] = [
  ['bakery', 'Bakery Sonnenschein', 'Lindenstraße 4'],
  ['dentist', 'Dr. Aydın, dental practice', 'Marktplatz 11'],
  ['bikes', 'Fahrradladen Kettenblatt', 'Am Wall 27'],
  ['library', 'City library', 'Schulweg 2'],
  ['hotel', 'Hotel Weserblick', 'Uferpromenade 9'],
  ['kita', 'Kita Regenbogen', 'Gartenweg 15'],
].map(([id, customer, address], index) => ({
  id: id!,
  stop: index + 1,
  customer: customer!,
  address: address!,
  parcels: 1 + ((index * 5) % 7),
}));

const columns: GridColDef<Stop>[] = [
  { field: 'stop', headerName: 'Stop', type: 'number', width: 80, sortable: false },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 200,
    sortable: false,
  },
  { field: 'address', headerName: 'Address', width: 180, sortable: false },
  {
    field: 'parcels',
    headerName: 'Parcels',
    type: 'number',
    width: 90,
    sortable: false,
  },
];

// Moves one item of a list and returns a new list.
function moveItem<T>(list: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...list];
  const [moved] = next.splice(fromIndex, 1);
  if (moved !== undefined) {
    next.splice(toIndex, 0, moved);
  }
  return next;
}

// A fake server call: stores the order of the stop ids after 600 ms.
function saveRouteOrder(stopIds: string[]) {
  return new Promise<string[]>((resolve) => {
    setTimeout(() => resolve(stopIds), 600);
  });
}

export default function DeliveryRouteStops() {
  const [rows, setRows] = React.useState(initialRows);
  const [saving, setSaving] = React.useState(false);
  const [savedOrder, setSavedOrder] = React.useState(() =>
    initialRows.map((row) => row.id),
  );
  const lastRequest = React.useRef(0);

  const handleRowOrderChange = async ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    // Keep the grid and your state in the same order, and renumber the stops.
    const reordered = moveItem(rows, oldIndex, targetIndex).map((row, index) => ({
      ...row,
      stop: index + 1,
    }));
    setRows(reordered);
    setSaving(true);
    lastRequest.current += 1;
    const request = lastRequest.current;
    const stored = await saveRouteOrder(reordered.map((row) => row.id));
    // A later move may have started another save: only the newest one counts.
    if (request === lastRequest.current) {
      setSavedOrder(stored);
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status">
        {saving ? 'Saving the route…' : `Saved route: ${savedOrder.join(' → ')}`}
      </Typography>
    </Stack>
  );
}
