import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => new Date(2025, 8, index + 1));
// Daily lowest and highest temperatures in a city in September, in °C.
const lows = [
  15.1, 14.8, 15.6, 16.2, 15.9, 14.1, 13.2, 12.8, 13.5, 14.9, 15.4, 14.2, 12.6, 11.9,
  12.4, 13.8, 14.6, 13.1, 11.7, 10.9, 11.6, 12.8, 13.4, 12.2, 10.8, 9.9, 10.6, 11.8,
  12.1, 11.2,
];
const highs = [
  26.4, 27.1, 28.3, 27.6, 25.2, 23.8, 22.9, 23.6, 25.1, 26.3, 25.8, 23.4, 21.7, 21.2,
  22.8, 24.1, 24.6, 22.3, 20.4, 19.8, 21.1, 22.6, 22.9, 21.3, 19.2, 18.6, 19.9, 21.4,
  21.8, 20.6,
];
const round = (value: number) => Math.round(value * 10) / 10;
// The band is a stack: an invisible area up to the low, then the day's range on top.
const range = lows.map((low, index) => round((highs[index] ?? low) - low));
const means = lows.map((low, index) => round(((highs[index] ?? low) + low) / 2));

const dayMonth = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function DailyTemperatureRange() {
  return (
    <LineChart
      xAxis={[
        // 'strict' ends the axis on the first and last day instead of rounding it out.
        {
          scaleType: 'time',
          data: days,
          domainLimit: 'strict',
          valueFormatter: dayMonth,
        },
      ]}
      yAxis={[{ min: 5, max: 30, valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          id: 'low',
          data: lows,
          stack: 'band',
          area: true,
          showMark: false,
          disableHighlight: true,
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'range',
          data: range,
          stack: 'band',
          area: true,
          showMark: false,
          disableHighlight: true,
          label: 'Low to high',
          color: '#ffab91',
          valueFormatter: (_value, { dataIndex }) =>
            `${lows[dataIndex]} to ${highs[dataIndex]} °C`,
        },
        {
          id: 'mean',
          data: means,
          label: 'Mean',
          showMark: false,
          color: '#d84315',
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      sx={{ [`& .${lineElementClasses.series}-range`]: { display: 'none' } }}
      height={320}
    />
  );
}
