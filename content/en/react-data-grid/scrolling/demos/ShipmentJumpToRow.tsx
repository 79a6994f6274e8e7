import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface ShipmentRow {
  id: string;
  destination: string;
  cartons: number;
  carrier: string;
}

const cities = [
  'Rotterdam',
  'Gdańsk',
  'Antwerp',
  'Valencia',
  'Hamburg',
  'Genoa',
  'Le Havre',
];
const carriers = ['Maersk', 'CMA CGM', 'Hapag-Lloyd', 'MSC'];

const rows: ShipmentRow[] = Array.from({ length: 240 }, (_, index) => ({
  id: `SH-${String(1001 + index)}`,
  destination: cities[(index * 5) % cities.length] ?? '',
  cartons: ((index * 37) % 90) + 10,
  carrier: carriers[index % carriers.length] ?? '',
}));

const columns: GridColDef<ShipmentRow>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'cartons', headerName: 'Cartons', type: 'number', width: 100 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
];

export default function ShipmentJumpToRow() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('SH-1173');
  const [message, setMessage] = React.useState('');

  const handleGo = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const id = query.trim().toUpperCase();
    // The position of the row after sorting and filtering, counted from the first page.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex === -1) {
      setMessage(`${id} is not in the list (check the filters).`);
      return;
    }
    const { pageSize } = api.state.pagination.paginationModel;
    const page = Math.floor(rowIndex / pageSize);
    api.setPage(page);
    // Scroll once the grid has rendered the new page.
    requestAnimationFrame(() => {
      api.scrollToIndexes({ rowIndex });
      api.setCellFocus(id, 'id');
    });
    setMessage(`${id} is row ${rowIndex + 1}, on page ${page + 1}.`);
  };

  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        onSubmit={handleGo}
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="Shipment number"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          Go to shipment
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          density="compact"
        />
      </div>
    </Stack>
  );
}
