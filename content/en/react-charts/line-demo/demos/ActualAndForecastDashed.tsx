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
// Subscribers of a streaming service, in thousands: actual until July, forecast after.
const actual = [412, 428, 441, 459, 470, 486, 503, null, null, null, null, null];
// The forecast starts on the last actual value so the two lines join.
const forecast = [null, null, null, null, null, null, 503, 517, 533, 548, 566, 590];

const thousands = (value: number | null) => (value === null ? null : `${value}k`);

export default function ActualAndForecastDashed() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          id: 'actual',
          data: actual,
          label: 'Subscribers',
          valueFormatter: thousands,
        },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          color: '#7986cb',
          showMark: false,
          // null keeps July's duplicate value out of the tooltip.
          valueFormatter: (value, { dataIndex }) =>
            dataIndex === 6 ? null : thousands(value),
        },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: { strokeDasharray: '6 5' },
      }}
      height={300}
    />
  );
}
