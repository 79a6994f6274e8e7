import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Stop {
  id: number;
  address: string;
  zone: 'North' | 'Centre' | 'South';
  driver: string;
  parcels: number;
}

const rows: Stop[] = [
  { id: 1, address: '14 Harbour Road', zone: 'South', driver: 'Ines', parcels: 3 },
  { id: 2, address: '2 Mill Lane', zone: 'North', driver: 'Karim', parcels: 1 },
  {
    id: 3,
    address: '88 Station Street',
    zone: 'Centre',
    driver: 'Ines',
    parcels: 5,
  },
  { id: 4, address: '5 Orchard Close', zone: 'North', driver: 'Karim', parcels: 2 },
  { id: 5, address: '31 Quay Parade', zone: 'South', driver: 'Ada', parcels: 4 },
  { id: 6, address: '9 Market Square', zone: 'Centre', driver: 'Ada', parcels: 6 },
  { id: 7, address: '47 Ridge View', zone: 'North', driver: 'Karim', parcels: 2 },
];

const columns: GridColDef<Stop>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  {
    field: 'zone',
    headerName: 'Zone',
    width: 110,
    // The grid's own interface cannot sort, filter or hide this column
    sortable: false,
    filterable: false,
    hideable: false,
  },
  { field: 'driver', headerName: 'Driver', width: 110 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

type Zone = Stop['zone'] | 'all';

export default function CourierZoneLockedColumn() {
  const apiRef = useGridApiRef();
  const [zone, setZone] = React.useState<Zone>('all');

  const handleZoneChange = (
    _event: React.MouseEvent<HTMLElement>,
    value: Zone | null,
  ) => {
    if (value === null) {
      return;
    }
    setZone(value);
    // The API still reaches the locked column
    apiRef.current?.setFilterModel({
      items: value === 'all' ? [] : [{ field: 'zone', operator: 'equals', value }],
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="courier-zone-label">
          Zone
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={zone}
          onChange={handleZoneChange}
          aria-labelledby="courier-zone-label"
        >
          <ToggleButton value="all">All zones</ToggleButton>
          <ToggleButton value="North">North</ToggleButton>
          <ToggleButton value="Centre">Centre</ToggleButton>
          <ToggleButton value="South">South</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onFilterModelChange={(model) => {
            // Keep the toggle in sync when the filter is cleared from the grid
            if (model.items.length === 0) {
              setZone('all');
            }
          }}
        />
      </div>
    </Stack>
  );
}
