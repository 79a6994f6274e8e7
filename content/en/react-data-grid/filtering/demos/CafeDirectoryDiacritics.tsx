import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Venue {
  id: number;
  name: string;
  city: string;
  seats: number;
}

const rows: Venue[] = [
  { id: 1, name: 'Café Lumière', city: 'Lyon', seats: 34 },
  { id: 2, name: 'Cafe Nord', city: 'Hamburg', seats: 48 },
  { id: 3, name: 'Le Petit Café', city: 'Brussels', seats: 22 },
  { id: 4, name: 'Cafetería Sol', city: 'Seville', seats: 60 },
  { id: 5, name: 'Crème Café', city: 'Montréal', seats: 28 },
  { id: 6, name: 'Bäckerei Müller', city: 'Graz', seats: 16 },
  { id: 7, name: 'Panadería Peñón', city: 'Málaga', seats: 20 },
  { id: 8, name: 'Cafe Oslo', city: 'Oslo', seats: 40 },
  { id: 9, name: 'Teahouse Kyōto', city: 'Kyoto', seats: 18 },
];

const columns: GridColDef<Venue>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

export default function CafeDirectoryDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'name', operator: 'contains', value: 'cafe' }],
  });

  const handleToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setIgnoreDiacritics(event.target.checked);
    // The grid reads `ignoreDiacritics` when it filters: a fresh copy of the
    // model makes it filter again with the new setting
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={handleToggle} />}
        label="ignoreDiacritics"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </div>
    </Stack>
  );
}
