import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  calibration: string;
}

const rows: Reading[] = [
  {
    id: 1,
    station: 'Zürich Uetliberg',
    temperature: -4.5,
    humidity: 81,
    calibration: '+0.3 °C',
  },
  {
    id: 2,
    station: 'Kraków Balice',
    temperature: -1.2,
    humidity: 77,
    calibration: 'none',
  },
  {
    id: 3,
    station: 'São Paulo Mirante',
    temperature: 21.8,
    humidity: 64,
    calibration: '-0.1 °C',
  },
  {
    id: 4,
    station: 'Tromsø Langnes',
    temperature: -9,
    humidity: 88,
    calibration: 'none',
  },
  {
    id: 5,
    station: 'Málaga Puerto',
    temperature: 16.4,
    humidity: 59,
    calibration: '=spare unit',
  },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 170 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'calibration', headerName: 'Calibration', width: 130 },
];

const delimiters = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
];

export default function SensorCsvFileFormat() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [utf8WithBom, setUtf8WithBom] = React.useState(true);
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [preview, setPreview] = React.useState('');

  const options = React.useMemo<GridCsvExportOptions>(
    () => ({
      fileName: 'sensor-readings',
      delimiter,
      utf8WithBom,
      includeHeaders,
      escapeFormulas,
    }),
    [delimiter, utf8WithBom, includeHeaders, escapeFormulas],
  );

  React.useEffect(() => {
    if (apiRef.current) {
      setPreview(apiRef.current.getDataAsCsv(options));
    }
  }, [apiRef, options]);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {delimiters.map((option) => (
            <MenuItem key={option.label} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={utf8WithBom}
              onChange={(event) => setUtf8WithBom(event.target.checked)}
            />
          }
          label="utf8WithBom"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Switch
              checked={escapeFormulas}
              onChange={(event) => setEscapeFormulas(event.target.checked)}
            />
          }
          label="escapeFormulas"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv(options)}
        >
          Download sensor-readings.csv
        </Button>
      </Stack>
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <Box
        component="pre"
        role="region"
        aria-label="Sensor CSV preview"
        sx={{ m: 0, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover' }}
      >
        {utf8WithBom ? '[BOM: EF BB BF]\n' : ''}
        {preview.replace(/\t/g, '→')}
      </Box>
    </Stack>
  );
}
