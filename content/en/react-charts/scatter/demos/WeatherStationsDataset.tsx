import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Weather stations of an alpine valley: altitude and mean July temperature.
const stations = [
  { station: 'Riverside', altitude: 410, july: 20.8 },
  { station: 'Lake pier', altitude: 455, july: 20.1 },
  { station: 'Old mill', altitude: 620, july: 19.4 },
  { station: 'Vineyard', altitude: 780, july: 18.6 },
  { station: 'Chapel', altitude: 960, july: 17.2 },
  { station: 'Forest lodge', altitude: 1180, july: 15.9 },
  { station: 'Pasture', altitude: 1420, july: 14.1 },
  { station: 'Ski lift', altitude: 1730, july: 12.3 },
  { station: 'Hut', altitude: 2050, july: 10.2 },
  { station: 'Ridge', altitude: 2480, july: 7.4 },
  { station: 'Glacier edge', altitude: 2810, july: 5.1 },
];

export default function WeatherStationsDataset() {
  return (
    <ScatterChart
      dataset={stations}
      series={[
        {
          label: 'Mean July temperature',
          datasetKeys: { id: 'station', x: 'altitude', y: 'july' },
          valueFormatter: (value) => value && `${value.y} °C at ${value.x} m`,
        },
      ]}
      xAxis={[{ label: 'Altitude (m)' }]}
      yAxis={[{ label: 'Temperature (°C)', width: 50 }]}
      height={300}
    />
  );
}
