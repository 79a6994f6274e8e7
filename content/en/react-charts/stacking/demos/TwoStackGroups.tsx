import { BarChart } from '@mui/x-charts/BarChart';

// Revenue of a bike shop in thousands of dollars, per quarter, by sales channel.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const online2024 = [48, 71, 83, 66];
const store2024 = [62, 95, 104, 78];
const online2025 = [59, 88, 97, 81];
const store2025 = [60, 91, 99, 74];

const inThousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function TwoStackGroups() {
  return (
    <BarChart
      xAxis={[{ data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        {
          data: online2024,
          label: 'Online 2024',
          stack: '2024',
          valueFormatter: inThousands,
        },
        {
          data: store2024,
          label: 'Store 2024',
          stack: '2024',
          valueFormatter: inThousands,
        },
        {
          data: online2025,
          label: 'Online 2025',
          stack: '2025',
          valueFormatter: inThousands,
        },
        {
          data: store2025,
          label: 'Store 2025',
          stack: '2025',
          valueFormatter: inThousands,
        },
      ]}
      colors={['#6fa8dc', '#1f5f99', '#f6b26b', '#b45f06']}
      height={320}
    />
  );
}
