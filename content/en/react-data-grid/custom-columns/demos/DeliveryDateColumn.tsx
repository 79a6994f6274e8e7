import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ClearIcon from '@mui/icons-material/Clear';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// '2025-03-14' → a Date at local midnight (the `date` type only accepts Date objects)
function parseIsoDate(text: string | null | undefined) {
  if (!text) {
    return null;
  }
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  return new Date(year, month - 1, day);
}

// A Date → '2025-03-14', the format of the native date input and of the rows
function toIsoDate(date: Date) {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function DateEditCell(
  props: GridRenderEditCellParams<GridValidRowModel, Date | null, string>,
) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const setValue = (newValue: Date | null, event: React.SyntheticEvent) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue }, event);
  };

  return (
    <InputBase
      inputRef={inputRef}
      type="date"
      fullWidth
      value={value ? toIsoDate(value) : ''}
      onChange={(event) => setValue(parseIsoDate(event.target.value), event)}
      sx={{ fontSize: 'inherit', px: 1 }}
      endAdornment={
        <IconButton
          size="small"
          aria-label="Clear date"
          onClick={(event) => setValue(null, event)}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      }
    />
  );
}

// Dates stored as 'YYYY-MM-DD' strings, shown as '14 Mar 2025', edited with a clearable input
const isoDateColumnType: GridColTypeDef<Date | null, string> = {
  type: 'date',
  width: 150,
  valueGetter: (value: string | null) => parseIsoDate(value),
  valueSetter: (value, row, column) => ({
    ...row,
    [column.field]: value ? toIsoDate(value) : null,
  }),
  valueFormatter: (value: Date | null) =>
    value
      ? `${value.getDate()} ${MONTHS[value.getMonth()]} ${value.getFullYear()}`
      : '',
  renderEditCell: (params) => <DateEditCell {...params} />,
};

const rows = [
  {
    id: 'PO-3301',
    supplier: 'Nordic Timber',
    orderedOn: '2025-03-03',
    deliverBy: '2025-03-17',
  },
  {
    id: 'PO-3302',
    supplier: 'Atlas Fasteners',
    orderedOn: '2025-03-04',
    deliverBy: '2025-03-11',
  },
  {
    id: 'PO-3303',
    supplier: 'Costa Paints',
    orderedOn: '2025-03-06',
    deliverBy: null,
  },
  {
    id: 'PO-3304',
    supplier: 'Baltic Glass',
    orderedOn: '2025-03-10',
    deliverBy: '2025-04-02',
  },
  {
    id: 'PO-3305',
    supplier: 'Iberia Tiles',
    orderedOn: '2025-03-12',
    deliverBy: '2025-03-28',
  },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'orderedOn', headerName: 'Ordered on', ...isoDateColumnType },
  {
    field: 'deliverBy',
    headerName: 'Deliver by',
    ...isoDateColumnType,
    editable: true,
    width: 190,
  },
];

export default function DeliveryDateColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
