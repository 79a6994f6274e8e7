import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const euros = (value: number | null) =>
  value === null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value)}k`;

export default function MonthlyCashFlow() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => euros(value) }]}
      series={[
        { data: [62, 58, 71, 66, 74, 80], label: 'Sales', stack: 'cash' },
        { data: [8, 12, 6, 9, 15, 11], label: 'Services', stack: 'cash' },
        { data: [-38, -36, -41, -40, -44, -46], label: 'Payroll', stack: 'cash' },
        { data: [-21, -30, -18, -25, -19, -33], label: 'Suppliers', stack: 'cash' },
      ].map((series) => ({ ...series, valueFormatter: euros }))}
      grid={{ horizontal: true }}
      height={320}
    />
  );
}
