import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  city: string;
  country: string;
  platforms: number;
}

const rows: Station[] = [
  {
    id: 1,
    station: 'Zürich HB',
    city: 'Zürich',
    country: 'Switzerland',
    platforms: 26,
  },
  { id: 2, station: 'Malmö C', city: 'Malmö', country: 'Sweden', platforms: 9 },
  {
    id: 3,
    station: 'Kraków Główny',
    city: 'Kraków',
    country: 'Poland',
    platforms: 5,
  },
  {
    id: 4,
    station: 'Besançon Viotte',
    city: 'Besançon',
    country: 'France',
    platforms: 4,
  },
  { id: 5, station: 'Córdoba', city: 'Córdoba', country: 'Spain', platforms: 8 },
  {
    id: 6,
    station: 'Plzeň hlavní nádraží',
    city: 'Plzeň',
    country: 'Czechia',
    platforms: 7,
  },
  {
    id: 7,
    station: 'Göteborg C',
    city: 'Göteborg',
    country: 'Sweden',
    platforms: 16,
  },
  {
    id: 8,
    station: 'Zurich Airport',
    city: 'Kloten',
    country: 'Switzerland',
    platforms: 4,
  },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'platforms', headerName: 'Platforms', type: 'number', width: 100 },
];

export default function RailStationsIgnoreAccents() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['zurich'],
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Ignore diacritics"
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          // The grid reads `ignoreDiacritics` when it builds its filters: remount it on change
          key={String(ignoreDiacritics)}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </div>
    </Stack>
  );
}
