import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Monthly bicycle sales of a shop: actual until August, then a forecast with its likely range.
const actual = [62, 58, 81, 104, 131, 149, 156, 142, null, null, null, null];
const forecast = [null, null, null, null, null, null, null, 142, 118, 96, 74, 88];
const low = [null, null, null, null, null, null, null, 142, 104, 78, 52, 61];
const high = [null, null, null, null, null, null, null, 142, 133, 117, 98, 118];
// The band is a stack: an invisible series up to the low bound, then the range on top.
const range = high.map((value, index) =>
  value === null || low[index] === null ? null : value - (low[index] as number),
);

const bikes = (value: number | null) => (value === null ? null : `${value} bikes`);

export default function SalesForecastRange() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, max: 180 }]}
      series={[
        {
          id: 'low',
          data: low,
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'range',
          data: range,
          stack: 'range',
          area: true,
          showMark: false,
          disableHighlight: true,
          label: 'Likely range',
          color: '#ffcc80',
          // The tooltip shows the bounds, not the width of the band.
          valueFormatter: (_value, { dataIndex }) =>
            dataIndex <= 7 ? null : `${low[dataIndex]}–${high[dataIndex]} bikes`,
        },
        {
          id: 'actual',
          data: actual,
          label: 'Sales',
          color: '#e65100',
          valueFormatter: bikes,
        },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          color: '#e65100',
          showMark: false,
          valueFormatter: (value, { dataIndex }) =>
            dataIndex <= 7 ? null : bikes(value),
        },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 5' },
        // The top edge of the band needs no line of its own.
        [`& .${lineElementClasses.series}-range`]: { display: 'none' },
      }}
      height={320}
    />
  );
}
