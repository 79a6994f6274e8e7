import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    station: 'Harbour Point',
    elevation: 4,
    tempMin: 11.2,
    tempMax: 18.6,
    windAvg: 24,
    windGust: 51,
  },
  {
    id: 2,
    station: 'Ridge Top',
    elevation: 1180,
    tempMin: 2.4,
    tempMax: 9.8,
    windAvg: 38,
    windGust: 77,
  },
  {
    id: 3,
    station: 'River Meadow',
    elevation: 85,
    tempMin: 8.9,
    tempMax: 21.3,
    windAvg: 9,
    windGust: 22,
  },
  {
    id: 4,
    station: 'Old Airfield',
    elevation: 142,
    tempMin: 7.5,
    tempMax: 20.1,
    windAvg: 17,
    windGust: 39,
  },
  {
    id: 5,
    station: 'Pine Valley',
    elevation: 610,
    tempMin: 4.1,
    tempMax: 15.7,
    windAvg: 12,
    windGust: 30,
  },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Name', width: 150 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
  { field: 'tempMin', headerName: 'Min', type: 'number', width: 90 },
  { field: 'tempMax', headerName: 'Max', type: 'number', width: 90 },
  { field: 'windAvg', headerName: 'Average', type: 'number', width: 100 },
  { field: 'windGust', headerName: 'Gust', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'station-info',
    headerName: 'Station',
    children: [{ field: 'station' }, { field: 'elevation' }],
  },
  {
    groupId: 'temperature',
    headerName: 'Temperature (°C)',
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
  },
  {
    groupId: 'wind',
    headerName: 'Wind (km/h)',
    children: [{ field: 'windAvg' }, { field: 'windGust' }],
  },
];

export default function StationReadingsGroups() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
