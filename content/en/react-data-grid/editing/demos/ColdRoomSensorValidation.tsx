import Box from '@mui/material/Box';
import { inputBaseClasses } from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  gridClasses,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Sensor {
  id: number;
  name: string;
  room: string;
  lowAlarm: number;
  highAlarm: number;
}

const rows: Sensor[] = [
  { id: 1, name: 'Dairy shelf', room: 'Cold room 1', lowAlarm: 1, highAlarm: 5 },
  { id: 2, name: 'Meat rail', room: 'Cold room 1', lowAlarm: -1, highAlarm: 3 },
  { id: 3, name: 'Ice cream chest', room: 'Freezer', lowAlarm: -26, highAlarm: -18 },
  { id: 4, name: 'Produce bay', room: 'Cold room 2', lowAlarm: 4, highAlarm: 10 },
  { id: 5, name: 'Fish counter', room: 'Cold room 2', lowAlarm: 0, highAlarm: 2 },
];

// The probes measure from -40 °C to 30 °C.
const PROBE_MIN = -40;
const PROBE_MAX = 30;

function checkRange(value: unknown): string | null {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    return 'Enter a temperature.';
  }
  if (value < PROBE_MIN || value > PROBE_MAX) {
    return `The probe reads from ${PROBE_MIN} to ${PROBE_MAX} °C.`;
  }
  return null;
}

// An edit cell that shows the validation message in a tooltip. The message is kept
// in `error`; the input itself only gets a boolean.
function EditCellWithMessage(props: GridRenderEditCellParams) {
  const { error, ...other } = props;
  const message = typeof error === 'string' ? error : '';
  return (
    <Tooltip
      open={message !== ''}
      title={message}
      placement="bottom-start"
      slotProps={{
        tooltip: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } },
      }}
    >
      {/* The tooltip needs an element that takes a ref: wrap the edit cell. */}
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...other} error={message !== ''} />
      </Box>
    </Tooltip>
  );
}

const renderEditCellWithMessage = (params: GridRenderEditCellParams) => (
  <EditCellWithMessage {...params} />
);

const columns: GridColDef<Sensor>[] = [
  {
    field: 'name',
    headerName: 'Sensor',
    width: 170,
    editable: true,
    renderEditCell: renderEditCellWithMessage,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const name = String(params.props.value ?? '').trim();
      const error = name.length < 3 ? 'Use at least 3 characters.' : null;
      return { ...params.props, error };
    },
  },
  { field: 'room', headerName: 'Room', width: 130 },
  {
    field: 'lowAlarm',
    headerName: 'Low alarm (°C)',
    type: 'number',
    width: 140,
    editable: true,
    renderEditCell: renderEditCellWithMessage,
    preProcessEditCellProps: (
      params: GridPreProcessEditCellProps<number, Sensor>,
    ) => {
      const { value } = params.props;
      let error = checkRange(value);
      // `row` holds the values saved before editing started.
      if (!error && typeof value === 'number' && value >= params.row.highAlarm) {
        error = `Must be below the high alarm (${params.row.highAlarm} °C).`;
      }
      return { ...params.props, error };
    },
  },
  {
    field: 'highAlarm',
    headerName: 'High alarm (°C)',
    type: 'number',
    width: 140,
    editable: true,
    renderEditCell: renderEditCellWithMessage,
    preProcessEditCellProps: (
      params: GridPreProcessEditCellProps<number, Sensor>,
    ) => {
      const { value } = params.props;
      let error = checkRange(value);
      if (!error && typeof value === 'number' && value <= params.row.lowAlarm) {
        error = `Must be above the low alarm (${params.row.lowAlarm} °C).`;
      }
      return { ...params.props, error };
    },
  },
];

export default function ColdRoomSensorValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 340,
        width: '100%',
        // Paint the cells whose value is rejected.
        [`& .${gridClasses.cell} .${inputBaseClasses.error}`]: {
          backgroundColor: alpha(theme.palette.error.main, 0.12),
          color: theme.palette.error.main,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
