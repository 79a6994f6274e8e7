import { LineChart } from '@mui/x-charts/LineChart';

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
// Value of five currencies against the euro, indexed to 100 in January.
const currencies = [
  {
    id: 'usd',
    label: 'USD',
    data: [
      100, 101.2, 99.8, 98.6, 99.1, 100.4, 101.9, 102.6, 101.8, 103.1, 104.0, 103.4,
    ],
  },
  {
    id: 'gbp',
    label: 'GBP',
    data: [
      100, 100.6, 101.1, 101.8, 101.2, 100.9, 102.2, 102.0, 101.5, 100.8, 101.4,
      102.1,
    ],
  },
  {
    id: 'jpy',
    label: 'JPY',
    data: [100, 98.4, 97.1, 95.9, 96.8, 94.2, 93.5, 95.8, 97.2, 96.1, 94.8, 95.5],
  },
  {
    id: 'chf',
    label: 'CHF',
    data: [
      100, 100.9, 102.0, 101.6, 102.8, 103.5, 103.1, 104.2, 104.8, 104.1, 105.3,
      105.9,
    ],
  },
  {
    id: 'sek',
    label: 'SEK',
    data: [
      100, 99.1, 98.2, 99.4, 100.8, 99.6, 98.7, 97.9, 99.0, 100.2, 101.1, 100.5,
    ],
  },
];

export default function CurrencyIndexHighlight() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 92, max: 108 }]}
      series={currencies.map((currency) => ({
        ...currency,
        showMark: false,
        // Hovering a line brings it forward and fades the others.
        highlightScope: { highlight: 'series', fade: 'global' } as const,
        valueFormatter: (value: number | null) =>
          value === null ? '' : value.toFixed(1),
      }))}
      height={320}
    />
  );
}
