import { BarChart } from '@mui/x-charts/BarChart';

// How a company's cash went from the opening to the closing balance in one month (k€).
const steps = [
  { name: 'Opening', change: 120, kind: 'total' },
  { name: 'Sales', change: 85, kind: 'change' },
  { name: 'Services', change: 24, kind: 'change' },
  { name: 'Payroll', change: -62, kind: 'change' },
  { name: 'Rent', change: -18, kind: 'change' },
  { name: 'Tax', change: -21, kind: 'change' },
] as const;

// Each floating bar sits on an invisible bar that ends where the previous step ended.
let running = 0;
const base: number[] = [];
const increase: (number | null)[] = [];
const decrease: (number | null)[] = [];
const total: (number | null)[] = [];
steps.forEach((step) => {
  if (step.kind === 'total') {
    base.push(0);
    total.push(step.change);
    increase.push(null);
    decrease.push(null);
    running = step.change;
    return;
  }
  const next = running + step.change;
  base.push(Math.min(running, next));
  increase.push(step.change > 0 ? step.change : null);
  decrease.push(step.change < 0 ? -step.change : null);
  total.push(null);
  running = next;
});
const categories = [...steps.map((step) => step.name), 'Closing'];
base.push(0);
increase.push(null);
decrease.push(null);
total.push(running);

const euros = (sign: string) => (value: number | null) =>
  value === null ? null : `${sign}€${value}k`;

export default function CashBridgeWaterfall() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: categories, categoryGapRatio: 0.3 }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        // No label: the base stays out of the legend; null keeps it out of the tooltip.
        {
          data: base,
          stack: 'bridge',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          data: total,
          label: 'Balance',
          stack: 'bridge',
          color: '#546e7a',
          valueFormatter: euros(''),
        },
        {
          data: increase,
          label: 'Cash in',
          stack: 'bridge',
          color: '#43a047',
          valueFormatter: euros('+'),
        },
        {
          data: decrease,
          label: 'Cash out',
          stack: 'bridge',
          color: '#e53935',
          valueFormatter: euros('−'),
        },
      ]}
      grid={{ horizontal: true }}
      height={320}
    />
  );
}
