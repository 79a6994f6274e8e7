import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridAlignment, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  departs: string;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'KL 1342',
    destination: 'Amsterdam',
    gate: 'B12',
    departs: '07:45',
  },
  { id: 2, flight: 'LH 2019', destination: 'Munich', gate: 'A3', departs: '08:10' },
  {
    id: 3,
    flight: 'SK 1466',
    destination: 'Copenhagen',
    gate: 'C27',
    departs: '08:35',
  },
  { id: 4, flight: 'IB 3171', destination: 'Madrid', gate: 'B4', departs: '09:05' },
  {
    id: 5,
    flight: 'AY 1332',
    destination: 'Helsinki',
    gate: 'D15',
    departs: '09:40',
  },
];

export default function DepartureAlignmentSwitcher() {
  const [align, setAlign] = React.useState<GridAlignment>('center');
  const [alignHeaders, setAlignHeaders] = React.useState(false);

  const columns = React.useMemo<GridColDef<Departure>[]>(
    () => [
      { field: 'flight', headerName: 'Flight', width: 110 },
      { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
      {
        field: 'gate',
        headerName: 'Gate',
        width: 130,
        align,
        headerAlign: alignHeaders ? align : undefined,
      },
      {
        field: 'departs',
        headerName: 'Departs',
        width: 130,
        align,
        headerAlign: alignHeaders ? align : undefined,
      },
    ],
    [align, alignHeaders],
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={align}
          onChange={(_event, value: GridAlignment | null) =>
            value && setAlign(value)
          }
          aria-label="Alignment of the Gate and Departs cells"
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="center">center</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={alignHeaders}
              onChange={(event) => setAlignHeaders(event.target.checked)}
            />
          }
          label="Set headerAlign too"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showColumnVerticalBorder
        />
      </div>
    </Stack>
  );
}
