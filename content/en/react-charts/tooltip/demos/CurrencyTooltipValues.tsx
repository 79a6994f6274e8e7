import { LineChart } from '@mui/x-charts/LineChart';

// Monthly recurring revenue of a software subscription, in dollars.
const months = Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1));
const revenue = [
  18250, 19420, 21080, 21960, 23510, 24870, 25340, 27120, 28790, 30150, 31980, 34260,
];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const monthAndYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
});

export default function CurrencyTooltipValues() {
  return (
    <LineChart
      xAxis={[
        {
          data: months,
          scaleType: 'time',
          valueFormatter: (date: Date) => monthAndYear.format(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k`, min: 0 }]}
      series={[
        {
          data: revenue,
          label: 'Recurring revenue',
          area: true,
          valueFormatter: (value) => (value === null ? '' : dollars.format(value)),
        },
      ]}
      height={300}
    />
  );
}
