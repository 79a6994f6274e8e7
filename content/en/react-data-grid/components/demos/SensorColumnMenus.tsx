import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Unit = 'celsius' | 'fahrenheit';

type Reading = {
  id: number;
  station: string;
  location: string;
  temperature: number;
  humidity: number;
};

const rows: Reading[] = [
  {
    id: 1,
    station: 'GH-01',
    location: 'Greenhouse north',
    temperature: 24.6,
    humidity: 71,
  },
  {
    id: 2,
    station: 'GH-02',
    location: 'Greenhouse south',
    temperature: 27.1,
    humidity: 64,
  },
  { id: 3, station: 'CR-01', location: 'Cold room', temperature: 3.8, humidity: 88 },
  {
    id: 4,
    station: 'WH-03',
    location: 'Warehouse dock',
    temperature: 15.2,
    humidity: 52,
  },
  { id: 5, station: 'RF-01', location: 'Rooftop', temperature: 9.4, humidity: 77 },
];

const UnitContext = React.createContext<{
  unit: Unit;
  setUnit: (unit: Unit) => void;
}>({ unit: 'celsius', setUnit: () => {} });

function SensorColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  const { unit, setUnit } = React.useContext(UnitContext);

  // The station column keeps only sorting and filtering.
  if (colDef.field === 'station') {
    return (
      <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
        <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
        <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      </GridColumnMenuContainer>
    );
  }

  // The temperature column gets its own unit items.
  if (colDef.field === 'temperature') {
    const unitItem = (value: Unit, label: string) => (
      <MenuItem
        key={value}
        onClick={(event) => {
          setUnit(value);
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          {unit === value ? <CheckIcon fontSize="small" /> : null}
        </ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
    return (
      <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
        <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
        {unitItem('celsius', 'Show in °C')}
        {unitItem('fahrenheit', 'Show in °F')}
      </GridColumnMenuContainer>
    );
  }

  // Every other column keeps the default menu.
  return <GridColumnMenu hideMenu={hideMenu} colDef={colDef} {...other} />;
}

export default function SensorColumnMenus() {
  const [unit, setUnit] = React.useState<Unit>('celsius');
  const unitContext = React.useMemo(() => ({ unit, setUnit }), [unit]);

  const columns = React.useMemo<GridColDef<Reading>[]>(
    () => [
      { field: 'station', headerName: 'Station', width: 110 },
      { field: 'location', headerName: 'Location', flex: 1, minWidth: 160 },
      {
        field: 'temperature',
        headerName: 'Temperature',
        type: 'number',
        width: 140,
        valueFormatter: (value: number) =>
          unit === 'celsius'
            ? `${value.toFixed(1)} °C`
            : `${((value * 9) / 5 + 32).toFixed(1)} °F`,
      },
      { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
    ],
    [unit],
  );

  return (
    <UnitContext.Provider value={unitContext}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ columnMenu: SensorColumnMenu }}
          hideFooter
        />
      </div>
    </UnitContext.Provider>
  );
}
