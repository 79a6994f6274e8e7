import * as React from 'react';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

type SensorStatus = 'OK' | 'Warning' | 'Offline';

interface Sensor {
  id: number;
  sensor: string;
  room: string;
  status: SensorStatus;
  temperature: number;
}

const statusColor = {
  OK: 'success',
  Warning: 'warning',
  Offline: 'default',
} as const;

const rooms = ['Cold room 1', 'Cold room 2', 'Loading bay', 'Office'];
const statusCycle: SensorStatus[] = [
  'OK',
  'OK',
  'Warning',
  'OK',
  'Offline',
  'OK',
  'Warning',
];

const rows: Sensor[] = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  sensor: `TMP-${String(index + 101)}`,
  room: rooms[index % rooms.length] ?? '',
  status: statusCycle[index % statusCycle.length] ?? 'OK',
  temperature: Math.round((2 + ((index * 13) % 90) / 10) * 10) / 10,
}));

function renderStatusChip(params: GridRenderCellParams<Sensor, SensorStatus>) {
  if (params.value === undefined || params.value === null) {
    return null;
  }
  return (
    <Chip
      size="small"
      label={params.value}
      color={statusColor[params.value]}
      variant="outlined"
    />
  );
}

export default function SensorStatusGroupCells() {
  const [plainGroupCells, setPlainGroupCells] = React.useState(false);

  const columns = React.useMemo<GridColDef<Sensor>[]>(
    () => [
      { field: 'sensor', headerName: 'Sensor', width: 120, groupable: false },
      { field: 'room', headerName: 'Room', width: 140 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        renderCell: (params: GridRenderCellParams<Sensor, SensorStatus>) => {
          // Group rows show the bare value instead of the chip.
          if (plainGroupCells && params.rowNode.type === 'group') {
            return params.value;
          }
          return renderStatusChip(params);
        },
      },
      {
        field: 'temperature',
        headerName: 'Temperature (°C)',
        type: 'number',
        width: 150,
        groupable: false,
      },
    ],
    [plainGroupCells],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={plainGroupCells}
            onChange={(event) => setPlainGroupCells(event.target.checked)}
          />
        }
        label="Plain text in group rows"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['status'] } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
