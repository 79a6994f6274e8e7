import * as React from 'react';
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

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
}

const rows: Vehicle[] = [
  { id: 1, plate: 'KD-481-TR', model: 'Electric van', depot: 'Harbour Road' },
  { id: 2, plate: 'KD-207-MA', model: 'Box truck', depot: 'Harbour Road' },
  { id: 3, plate: 'LP-930-QE', model: 'Cargo bike', depot: 'Old Town' },
  { id: 4, plate: 'LP-114-ZS', model: 'Electric van', depot: 'Airport' },
];

// Plates that the (simulated) registry already lists for other owners.
const REGISTERED_ELSEWHERE = ['KD-500-AA', 'LP-222-BB', 'MX-777-CC'];

// Looks the plate up in the simulated registry, which answers after 700 ms.
function checkPlate(
  plate: string,
  timers: Set<ReturnType<typeof setTimeout>>,
): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!/^[A-Z]{2}-\d{3}-[A-Z]{2}$/.test(plate)) {
        resolve('Use the AA-123-AA format.');
      } else if (REGISTERED_ELSEWHERE.includes(plate)) {
        resolve(`${plate} belongs to another owner.`);
      } else {
        resolve(null);
      }
    }, 700);
    timers.add(timer);
  });
}

function PlateEditCell(props: GridRenderEditCellParams) {
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

export default function FleetPlateAsyncValidation() {
  // Pending lookups are cancelled when the demo unmounts.
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const columns = React.useMemo<GridColDef<Vehicle>[]>(
    () => [
      {
        field: 'plate',
        headerName: 'Plate',
        width: 150,
        editable: true,
        valueParser: (value: string | undefined) => (value ?? '').toUpperCase(),
        renderEditCell: (params) => <PlateEditCell {...params} />,
        // Returning a promise: the cell shows a spinner until it settles,
        // and the grid refuses to save while it is pending.
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
          const error = await checkPlate(
            String(params.props.value ?? ''),
            timers.current,
          );
          return { ...params.props, error };
        },
      },
      { field: 'model', headerName: 'Model', width: 140 },
      { field: 'depot', headerName: 'Depot', flex: 1, minWidth: 130 },
    ],
    [],
  );

  return (
    <Box
      sx={(theme) => ({
        height: 280,
        width: '100%',
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
