import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

const rows = [
  { id: 'north-1', location: 'North wing, floor 1', temperature: 21.4 },
  { id: 'north-2', location: 'North wing, floor 2', temperature: null },
  { id: 'south-1', location: 'South wing, floor 1', temperature: 23.9 },
  { id: 'south-2', location: 'South wing, floor 2', temperature: 19.2 },
  { id: 'roof', location: 'Roof plant room', temperature: null },
  { id: 'basement', location: 'Basement archive', temperature: 16.8 },
  { id: 'lobby', location: 'Lobby', temperature: 22.1 },
];

// Rows without a reading stay at the bottom in both directions
const getTemperatureComparator = (
  direction: GridSortDirection,
): GridComparatorFn<number | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (value1, value2, params1, params2) => {
    if (
      (value1 === null || value1 === undefined) &&
      (value2 === null || value2 === undefined)
    ) {
      return 0;
    }
    if (value1 === null || value1 === undefined) {
      return 1;
    }
    if (value2 === null || value2 === undefined) {
      return -1;
    }
    return sign * gridNumberComparator(value1, value2, params1, params2);
  };
};

const columns: GridColDef[] = [
  { field: 'location', headerName: 'Sensor', flex: 1, minWidth: 200 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 170,
    getSortComparator: getTemperatureComparator,
    valueFormatter: (value: number | null) =>
      value === null || value === undefined ? 'No reading' : value,
  },
];

export default function SensorMissingReadingsLast() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'temperature', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
