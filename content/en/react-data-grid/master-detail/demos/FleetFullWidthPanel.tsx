import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Vehicle {
  id: string;
  model: string;
  depot: string;
  driver: string;
  odometerKm: number;
  fuel: string;
  nextService: string;
  tyres: string;
  insurance: string;
  registration: string;
  notes: string;
}

const models = ['Sprinter 316', 'Transit Custom', 'Daily 35S', 'Master L3H2'];
const depots = ['Bremen', 'Hamburg', 'Kiel', 'Lübeck'];
const drivers = ['Amara', 'Jonas', 'Leila', 'Tomasz', 'Yuki', 'Rafael'];

const rows: Vehicle[] = Array.from({ length: 10 }, (_, index) => ({
  id: `VAN-${String(index + 1).padStart(2, '0')}`,
  model: models[index % models.length]!,
  depot: depots[(index * 3) % depots.length]!,
  driver: drivers[(index * 5) % drivers.length]!,
  odometerKm: 42_000 + index * 13_750,
  fuel: index % 3 === 0 ? 'Electric' : 'Diesel',
  nextService: `2025-0${5 + (index % 4)}-1${index % 10}`,
  tyres: index % 2 === 0 ? 'All-season' : 'Winter',
  insurance: `POL-${77_100 + index * 13}`,
  registration: `HB-KL ${410 + index * 7}`,
  notes:
    index % 4 === 1
      ? 'Rear door seal replaced in March; check again at the next service.'
      : 'No open issues.',
}));

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', width: 100 },
  { field: 'model', headerName: 'Model', width: 150 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'driver', headerName: 'Driver', width: 120 },
  { field: 'odometerKm', headerName: 'Odometer (km)', type: 'number', width: 140 },
  { field: 'fuel', headerName: 'Fuel', width: 110 },
  { field: 'nextService', headerName: 'Next service', width: 130 },
  { field: 'tyres', headerName: 'Tyres', width: 120 },
  { field: 'insurance', headerName: 'Insurance', width: 130 },
  { field: 'registration', headerName: 'Registration', width: 140 },
];

function VehicleNotes({ vehicle }: { vehicle: Vehicle }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, updated when the grid is resized
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Box
      sx={{
        position: 'sticky',
        left: 0,
        width: viewportInnerSize.width,
        boxSizing: 'border-box',
        px: 7,
        py: 1.5,
      }}
    >
      <Typography variant="subtitle2">
        {vehicle.id}, {vehicle.model}
      </Typography>
      <Typography variant="body2">{vehicle.notes}</Typography>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<Vehicle>['getDetailPanelContent'] = ({
  row,
}) => <VehicleNotes vehicle={row} />;

const getDetailPanelHeight = () => 76;

export default function FleetFullWidthPanel() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{
          // Keep the toggle in view while the columns scroll sideways
          pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
          detailPanel: { expandedRowIds: new Set(['VAN-02']) },
        }}
        hideFooter
        sx={{
          // Panels scroll their own overflow by default, which would stop the
          // content from sticking to the grid's left edge.
          [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' },
        }}
      />
    </div>
  );
}
