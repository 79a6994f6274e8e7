import { BarChart } from '@mui/x-charts/BarChart';

// A café's monthly cash flow in thousands of dollars: money in above zero, money out below.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const sales = [38, 35, 41, 46, 52, 58];
const catering = [6, 9, 7, 12, 10, 15];
const payroll = [-21, -21, -22, -24, -26, -28];
const supplies = [-11, -10, -12, -14, -15, -17];
const rent = [-8, -8, -8, -8, -8, -8];

const money = (value: number | null) =>
  value === null ? '' : `${value < 0 ? '−' : ''}$${Math.abs(value)}k`;

export default function DivergingCashFlow() {
  return (
    <BarChart
      xAxis={[{ data: months }]}
      yAxis={[{ valueFormatter: (value: number) => money(value) }]}
      series={[
        { data: sales, label: 'Sales', stack: 'flow', valueFormatter: money },
        { data: catering, label: 'Catering', stack: 'flow', valueFormatter: money },
        { data: payroll, label: 'Payroll', stack: 'flow', valueFormatter: money },
        { data: supplies, label: 'Supplies', stack: 'flow', valueFormatter: money },
        { data: rent, label: 'Rent', stack: 'flow', valueFormatter: money },
      ]}
      colors={['#2e7d32', '#81c784', '#c62828', '#ef6c00', '#8d6e63']}
      grid={{ horizontal: true }}
      height={320}
    />
  );
}
