import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const humidity = (value: number | null) =>
  value === null ? 'No reading' : `${value}%`;

export default function SensorReadingsWithGaps() {
  return (
    <LineChart
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ min: 30, max: 90 }]}
      series={[
        {
          label: 'Greenhouse A',
          // The sensor was offline from 10:00 to 12:00.
          data: [78, 76, 72, 68, null, null, null, 55, 52, 50, 51, 54, 58],
          valueFormatter: humidity,
        },
        {
          label: 'Greenhouse B',
          // Installed at 9:00: the first values are null. It has no value after 15:00.
          data: [null, null, null, 64, 61, 58, 55, 52, 50, 49],
          valueFormatter: humidity,
        },
      ]}
      height={300}
    />
  );
}
