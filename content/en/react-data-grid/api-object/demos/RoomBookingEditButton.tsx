import IconButton from '@mui/material/IconButton';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  room: string;
  host: string;
  slot: string;
  note: string;
}

const rows: Booking[] = [
  {
    id: 1,
    room: 'Aurora (6 seats)',
    host: 'Priya N.',
    slot: '09:00–10:00',
    note: '',
  },
  {
    id: 2,
    room: 'Boreal (12 seats)',
    host: 'Tomás G.',
    slot: '10:30–12:00',
    note: 'Needs the video bar',
  },
  {
    id: 3,
    room: 'Cirrus (4 seats)',
    host: 'Hana K.',
    slot: '13:00–13:30',
    note: '',
  },
  {
    id: 4,
    room: 'Delta (8 seats)',
    host: 'Olu A.',
    slot: '14:00–15:30',
    note: 'Catering at 14:00',
  },
  {
    id: 5,
    room: 'Aurora (6 seats)',
    host: 'Greta S.',
    slot: '16:00–17:00',
    note: '',
  },
];

// A component rendered inside a cell: `useGridApiContext` gives it the grid's API
function EditNoteButton(props: { params: GridRenderCellParams<Booking> }) {
  const { params } = props;
  const apiRef = useGridApiContext();

  const handleClick = () => {
    // Move the focus first, so the editor that opens receives it
    apiRef.current.setCellFocus(params.id, 'note');
    apiRef.current.startCellEditMode({ id: params.id, field: 'note' });
  };

  return (
    <IconButton
      size="small"
      aria-label={`Edit the note of ${params.row.host}`}
      onClick={handleClick}
    >
      <EditNoteIcon fontSize="small" />
    </IconButton>
  );
}

const columns: GridColDef<Booking>[] = [
  { field: 'room', headerName: 'Room', width: 160 },
  { field: 'host', headerName: 'Host', width: 120 },
  { field: 'slot', headerName: 'Time', width: 120 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 180, editable: true },
  {
    field: 'editNote',
    headerName: 'Edit',
    width: 60,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: (params) => <EditNoteButton params={params} />,
  },
];

export default function RoomBookingEditButton() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
      />
    </div>
  );
}
