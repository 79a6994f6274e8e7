import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Bin = {
  id: string;
  item: string;
  capacity: number;
  quantity: number;
};

const rows: Bin[] = [
  { id: 'A-01-03', item: 'M6 hex bolts (box of 100)', capacity: 40, quantity: 28 },
  { id: 'A-02-01', item: 'Cable ties, 200 mm', capacity: 120, quantity: 95 },
  { id: 'B-01-04', item: 'Safety goggles', capacity: 25, quantity: 25 },
  { id: 'B-03-02', item: 'Work gloves, size L', capacity: 60, quantity: 12 },
  { id: 'C-01-01', item: 'Extension cords, 10 m', capacity: 18, quantity: 7 },
];

// The `error` prop holds the message, or `undefined` when the value is fine
const checkQuantity = (params: GridPreProcessEditCellProps<number, Bin>) => {
  const quantity = params.props.value;
  let error: string | undefined;
  if (quantity === undefined || quantity === null || Number.isNaN(quantity)) {
    error = 'Enter a quantity';
  } else if (quantity < 0) {
    error = 'The quantity cannot be negative';
  } else if (quantity > params.row.capacity) {
    error = `This bin holds at most ${params.row.capacity}`;
  }
  return { ...params.props, error };
};

function QuantityEditCell(props: GridRenderEditCellParams<Bin, number>) {
  const { error, ...other } = props;
  return (
    <Tooltip
      open={Boolean(error)}
      title={error ?? ''}
      placement="bottom-start"
      arrow
    >
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...other} error={Boolean(error)} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Bin>[] = [
  { field: 'id', headerName: 'Bin', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 100 },
  {
    field: 'quantity',
    headerName: 'On hand',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: checkQuantity,
    renderEditCell: (params) => <QuantityEditCell {...params} />,
  },
];

export default function BinQuantityErrorTooltip() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            color: 'error.main',
            boxShadow: 'inset 0 0 0 2px currentColor',
          },
        }}
      />
    </div>
  );
}
