import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';

type StationReading = {
  id: number;
  station: string;
  region: string;
  tempMin: number;
  tempMax: number;
  humidity: number;
  dewPoint: number;
  windSpeed: number;
  windGust: number;
  windDirection: string;
  rainfall: number;
};

const rows: StationReading[] = [
  {
    id: 1,
    station: 'Kirkwall',
    region: 'Orkney',
    tempMin: 4.1,
    tempMax: 9.8,
    humidity: 88,
    dewPoint: 5.2,
    windSpeed: 38,
    windGust: 61,
    windDirection: 'WSW',
    rainfall: 6.4,
  },
  {
    id: 2,
    station: 'Aviemore',
    region: 'Highland',
    tempMin: -1.3,
    tempMax: 7.2,
    humidity: 79,
    dewPoint: 0.8,
    windSpeed: 14,
    windGust: 27,
    windDirection: 'W',
    rainfall: 2.1,
  },
  {
    id: 3,
    station: 'Valley',
    region: 'Anglesey',
    tempMin: 6.4,
    tempMax: 11.5,
    humidity: 84,
    dewPoint: 6.9,
    windSpeed: 31,
    windGust: 52,
    windDirection: 'SW',
    rainfall: 4.8,
  },
  {
    id: 4,
    station: 'Heathrow',
    region: 'London',
    tempMin: 7.9,
    tempMax: 14.6,
    humidity: 71,
    dewPoint: 6.1,
    windSpeed: 12,
    windGust: 24,
    windDirection: 'S',
    rainfall: 0.4,
  },
  {
    id: 5,
    station: 'Camborne',
    region: 'Cornwall',
    tempMin: 8.2,
    tempMax: 12.9,
    humidity: 90,
    dewPoint: 8.8,
    windSpeed: 27,
    windGust: 44,
    windDirection: 'SSW',
    rainfall: 9.3,
  },
];

const columns: GridColDef<StationReading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'tempMin', headerName: 'Min (°C)', type: 'number', width: 100 },
  { field: 'tempMax', headerName: 'Max (°C)', type: 'number', width: 100 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'dewPoint', headerName: 'Dew point (°C)', type: 'number', width: 130 },
  { field: 'windSpeed', headerName: 'Speed (km/h)', type: 'number', width: 120 },
  { field: 'windGust', headerName: 'Gust (km/h)', type: 'number', width: 120 },
  { field: 'windDirection', headerName: 'Direction', width: 100 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 130 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'location',
    headerName: 'Location',
    children: [{ field: 'station' }, { field: 'region' }],
  },
  {
    groupId: 'temperature',
    headerName: 'Temperature',
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
  },
  {
    groupId: 'moisture',
    headerName: 'Moisture',
    children: [{ field: 'humidity' }, { field: 'dewPoint' }],
  },
  {
    groupId: 'wind',
    headerName: 'Wind',
    children: [
      { field: 'windSpeed' },
      { field: 'windGust' },
      { field: 'windDirection' },
    ],
  },
];

export default function WeatherStationGroupsPinned() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
        initialState={{
          pinnedColumns: {
            // The whole "Location" group
            left: ['station', 'region'],
            // One column of the "Wind" group, plus a column outside any group
            right: ['windGust', 'rainfall'],
          },
        }}
      />
    </div>
  );
}
