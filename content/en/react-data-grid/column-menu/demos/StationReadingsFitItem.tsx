import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import WidthWideIcon from '@mui/icons-material/WidthWide';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick, label, includeHeaders } = props;
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    onClick(event); // closes the menu
    void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders });
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <WidthWideIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

// Defined once, outside the component, so the menu keeps the same objects.
const menuSlots = { columnMenuFitItem: FitToContentItem };
const menuSlotProps = {
  columnMenuFitItem: {
    displayOrder: 15, // between the sort items (10) and Filter (20)
    label: 'Fit to content',
    includeHeaders: true,
  },
};

function StationColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={menuSlots} slotProps={menuSlotProps} />;
}

const rows = [
  {
    id: 1,
    station: 'Hornsund Polar Research Station',
    region: 'Svalbard',
    temperature: -8.4,
    humidity: 81,
    wind: 12.5,
  },
  {
    id: 2,
    station: 'Jungfraujoch Sphinx Observatory',
    region: 'Bernese Alps',
    temperature: -5.1,
    humidity: 64,
    wind: 18.2,
  },
  {
    id: 3,
    station: 'Mauna Loa Atmospheric Baseline',
    region: 'Hawaiʻi',
    temperature: 7.9,
    humidity: 38,
    wind: 6.4,
  },
  {
    id: 4,
    station: 'Cape Grim Baseline Air Pollution Station',
    region: 'Tasmania',
    temperature: 13.6,
    humidity: 77,
    wind: 21.0,
  },
  {
    id: 5,
    station: 'Izaña Atmospheric Observatory',
    region: 'Tenerife',
    temperature: 11.2,
    humidity: 29,
    wind: 9.8,
  },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'region', headerName: 'Region', width: 100 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 100,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 100 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 100 },
];

export default function StationReadingsFitItem() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: StationColumnMenu }}
        hideFooter
      />
    </div>
  );
}
