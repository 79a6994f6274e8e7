import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-pro';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  requests: string;
}

const rows: Booking[] = [
  {
    id: 801,
    guest: 'Amara Okafor',
    room: '204, double',
    nights: 3,
    requests: 'Late check-in around 23:00. Feather-free pillows.',
  },
  {
    id: 802,
    guest: 'Piotr Nowak',
    room: '118, single',
    nights: 1,
    requests: 'Taxi to the airport at 05:30.',
  },
  {
    id: 803,
    guest: 'Hana Sato',
    room: '310, suite',
    nights: 5,
    requests: 'Anniversary: flowers in the room on arrival.',
  },
  {
    id: 804,
    guest: 'Lars Eide',
    room: '207, twin',
    nights: 2,
    requests: 'Travelling with a small dog.',
  },
  {
    id: 805,
    guest: 'Emma Virtanen',
    room: '402, double',
    nights: 4,
    requests: 'Gluten-free breakfast.',
  },
];

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

const getDetailPanelContent: DataGridProProps<Booking>['getDetailPanelContent'] = ({
  row,
}) => (
  <Box sx={{ px: 7, py: 1.5 }}>
    <Typography variant="caption" color="text.secondary">
      Requests
    </Typography>
    <Typography variant="body2">{row.requests}</Typography>
  </Box>
);

const getDetailPanelHeight = () => 64;

export default function HotelBookingsRowClickPanel() {
  const apiRef = useGridApiRef();

  // The grid does not fire rowClick for clicks on the toggle cell itself,
  // so the panel never toggles twice.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    apiRef.current?.toggleDetailPanel(params.id);
  };

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    // Enter on any cell of the row does the same from the keyboard.
    if (event.key === 'Enter' && params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
      event.defaultMuiPrevented = true;
      apiRef.current?.toggleDetailPanel(params.id);
    }
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
        onCellKeyDown={handleCellKeyDown}
        // A click now opens the panel, so it no longer selects the row.
        disableRowSelectionOnClick
        hideFooter
        sx={{ [`& .${gridClasses.row}`]: { cursor: 'pointer' } }}
      />
    </div>
  );
}
