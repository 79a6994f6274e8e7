import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Airport = { code: string; city: string };

const AIRPORTS: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'ATH', city: 'Athens' },
  { code: 'BCN', city: 'Barcelona' },
  { code: 'CPH', city: 'Copenhagen' },
  { code: 'DUB', city: 'Dublin' },
  { code: 'HEL', city: 'Helsinki' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'OSL', city: 'Oslo' },
  { code: 'PRG', city: 'Prague' },
  { code: 'VIE', city: 'Vienna' },
  { code: 'ZRH', city: 'Zurich' },
];

const airportByCode = new Map(AIRPORTS.map((airport) => [airport.code, airport]));
const formatAirport = (airport: Airport) => `${airport.code} · ${airport.city}`;

type Flight = {
  id: string;
  departure: string;
  destination: string;
  aircraft: string;
};

const rows: Flight[] = [
  { id: 'FX 211', departure: '06:40', destination: 'LIS', aircraft: 'A320' },
  { id: 'FX 305', departure: '08:15', destination: 'OSL', aircraft: 'E190' },
  { id: 'FX 418', departure: '10:05', destination: 'ATH', aircraft: 'A321' },
  { id: 'FX 522', departure: '12:50', destination: 'DUB', aircraft: 'B737' },
  { id: 'FX 640', departure: '15:30', destination: 'VIE', aircraft: 'A320' },
];

function AirportEditCell(props: GridRenderEditCellParams<Flight, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      // Select the current text so that typing replaces it
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [hasFocus]);

  const handleChange = async (
    _event: React.SyntheticEvent,
    airport: Airport | null,
  ) => {
    if (!airport) {
      return;
    }
    await apiRef.current.setEditCellValue({ id, field, value: airport.code });
    // Enter already ends editing through the grid; a click on an option does not
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Autocomplete
      fullWidth
      openOnFocus
      autoHighlight
      options={AIRPORTS}
      // `null`, not `undefined`, when the cell is empty: the autocomplete stays controlled
      value={airportByCode.get(value ?? '') ?? null}
      onChange={handleChange}
      getOptionLabel={formatAirport}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputRef={inputRef}
          fullWidth
          inputProps={{ ...params.inputProps, 'aria-label': `Destination of ${id}` }}
          sx={{ height: '100%', px: 2, fontSize: 'inherit' }}
        />
      )}
      sx={{ height: '100%' }}
    />
  );
}

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  {
    field: 'destination',
    headerName: 'Destination',
    width: 240,
    editable: true,
    valueFormatter: (value: string) => {
      const airport = airportByCode.get(value);
      return airport ? formatAirport(airport) : value;
    },
    renderEditCell: (params) => <AirportEditCell {...params} />,
  },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
];

export default function FlightDestinationAutocomplete() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
