import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
// A greenhouse over one day: temperature falls as the vents open and humidity drops.
const temperature = [
  14.2, 13.6, 13.1, 14.8, 19.5, 24.1, 27.3, 28.0, 26.2, 22.4, 18.9, 16.1, 14.5,
];
const humidity = [88, 90, 91, 86, 74, 63, 55, 52, 58, 67, 76, 83, 87];

export default function GreenhouseTwoAxes() {
  return (
    <LineChart
      xAxis={[
        {
          data: hours,
          min: 0,
          max: 24,
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[
        {
          id: 'temperature',
          position: 'left',
          valueFormatter: (value: number) => `${value} °C`,
          width: 55,
        },
        {
          id: 'humidity',
          position: 'right',
          min: 40,
          max: 100,
          valueFormatter: (value: number) => `${value}%`,
          width: 50,
        },
      ]}
      series={[
        {
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#e64a19',
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
        {
          data: humidity,
          label: 'Relative humidity',
          yAxisId: 'humidity',
          color: '#0288d1',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
      height={320}
    />
  );
}
