import { PieChart } from '@mui/x-charts/PieChart';

// A freelancer's expenses for one quarter, in dollars.
const expenses = [
  { category: 'Software', amount: 1840 },
  { category: 'Equipment', amount: 2630 },
  { category: 'Travel', amount: 1210 },
  { category: 'Co-working desk', amount: 1500 },
  { category: 'Phone', amount: 180 },
  { category: 'Books', amount: 95 },
  { category: 'Postage', amount: 42 },
  { category: 'Bank fees', amount: 38 },
];

const total = expenses.reduce((sum, expense) => sum + expense.amount, 0);

// Categories under 5% of the total are merged into one "Other" slice.
const threshold = total * 0.05;
const large = expenses.filter((expense) => expense.amount >= threshold);
const small = expenses.filter((expense) => expense.amount < threshold);

const slices = [
  ...large
    .sort((a, b) => b.amount - a.amount)
    .map((expense) => ({
      id: expense.category,
      label: expense.category,
      value: expense.amount,
    })),
  {
    id: 'other',
    label: `Other (${small.map((expense) => expense.category).join(', ')})`,
    value: small.reduce((sum, expense) => sum + expense.amount, 0),
    color: '#9e9e9e',
  },
];

export default function ExpensesWithOtherSlice() {
  return (
    <PieChart
      series={[
        {
          data: slices,
          innerRadius: 30,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `$${item.value.toLocaleString('en-US')}`,
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff' } }}
      height={280}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom' } },
      }}
    />
  );
}
