import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Payments at a chain of bakeries by method, in thousands of transactions.
const methods = [
  { id: 'cash', label: 'Cash', data: [612, 580, 402, 351, 318, 270, 236, 204] },
  { id: 'card', label: 'Card', data: [344, 372, 410, 428, 431, 425, 410, 398] },
  { id: 'phone', label: 'Phone', data: [22, 48, 161, 240, 302, 371, 430, 486] },
];

export default function PaymentMethodShares() {
  return (
    <LineChart
      xAxis={[
        {
          scaleType: 'point',
          data: years,
          valueFormatter: (year: number) => `${year}`,
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 1,
          valueFormatter: (share: number) => `${Math.round(share * 100)}%`,
        },
      ]}
      series={methods.map((method) => ({
        ...method,
        stack: 'payments',
        // Every year adds up to 100%: each band is a share, not a count.
        stackOffset: 'expand' as const,
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${value}k payments`,
      }))}
      colors={['#8d6e63', '#42a5f5', '#ab47bc']}
      height={320}
    />
  );
}
