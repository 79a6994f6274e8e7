import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 31 }, (_, index) => index + 1);
// End-of-day balance of a small business account in July, in euros.
const balance = [
  2400, 2150, 1880, 1620, 1310, 980, 760, 420, 160, -240, -610, -880, -1020, -640,
  3850, 3520, 3280, 2940, 2700, 2410, 2060, 1790, 1450, 1120, 830, 500, 120, -310,
  -560, 4100, 3880,
];

const euros = (value: number) =>
  `${value < 0 ? '−' : ''}€${Math.abs(value).toLocaleString('en-GB')}`;

export default function AccountBalanceOverdraft() {
  return (
    <LineChart
      xAxis={[{ data: days, min: 1, max: 31, label: 'Day of July' }]}
      yAxis={[
        {
          valueFormatter: euros,
          width: 60,
          // Above zero green, below zero red: for the line and for the area.
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e53935', '#43a047'],
          },
        },
      ]}
      series={[
        {
          data: balance,
          label: 'Balance',
          area: true,
          showMark: false,
          curve: 'linear',
          valueFormatter: (value) => (value === null ? '' : euros(value)),
        },
      ]}
      hideLegend
      height={300}
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.35 } }}
    />
  );
}
