import * as React from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const STATUSES = [
  'Booked',
  'Picked up',
  'In transit',
  'Out for delivery',
  'Delivered',
];

type Shipment = {
  id: string;
  destination: string;
  weightKg: number;
  status: string;
};

const rows: Shipment[] = [
  { id: 'SHP-7741', destination: 'Rotterdam', weightKg: 420, status: 'In transit' },
  { id: 'SHP-7742', destination: 'Lyon', weightKg: 85, status: 'Booked' },
  { id: 'SHP-7743', destination: 'Gdansk', weightKg: 1210, status: 'Picked up' },
  { id: 'SHP-7744', destination: 'Porto', weightKg: 36, status: 'Out for delivery' },
  { id: 'SHP-7745', destination: 'Graz', weightKg: 640, status: 'Booked' },
];

function StatusEditCell(props: GridRenderEditCellParams<Shipment, string>) {
  const { id, field, value, row, hasFocus, error } = props;
  const apiRef = useGridApiContext();
  const selectRef = React.useRef<HTMLSelectElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      selectRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = async (event: React.ChangeEvent<HTMLSelectElement>) => {
    const isValid = await apiRef.current.setEditCellValue({
      id,
      field,
      value: event.target.value,
    });
    // Leave edit mode only when the new status passed validation
    if (isValid) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <NativeSelect
      fullWidth
      disableUnderline
      error={Boolean(error)}
      value={value ?? ''}
      onChange={handleChange}
      inputRef={selectRef}
      inputProps={{ 'aria-label': `Status of ${row.id}` }}
      sx={{ height: '100%', px: 1, fontSize: 'inherit' }}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </NativeSelect>
  );
}

// A shipment can only move forward through the statuses
const keepStatusMovingForward = (
  params: GridPreProcessEditCellProps<string, Shipment>,
) => {
  const current = STATUSES.indexOf(params.row.status);
  const next = STATUSES.indexOf(params.props.value ?? '');
  return { ...params.props, error: next < current };
};

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    width: 200,
    editable: true,
    preProcessEditCellProps: keepStatusMovingForward,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function ShipmentStatusAutoStop() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            color: 'error.main',
            bgcolor: 'rgba(211, 47, 47, 0.08)',
          },
        }}
      />
    </div>
  );
}
