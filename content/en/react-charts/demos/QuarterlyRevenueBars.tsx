import { BarChart } from '@mui/x-charts/BarChart';

const dataset = [
  { quarter: 'Q1', hardware: 42, software: 31, services: 18 },
  { quarter: 'Q2', hardware: 38, software: 36, services: 22 },
  { quarter: 'Q3', hardware: 45, software: 40, services: 21 },
  { quarter: 'Q4', hardware: 57, software: 44, services: 27 },
];

const inThousands = (value: number | null) => (value === null ? '' : `$${value}k`);

export default function QuarterlyRevenueBars() {
  return (
    <BarChart
      dataset={dataset}
      xAxis={[{ dataKey: 'quarter', scaleType: 'band' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { dataKey: 'hardware', label: 'Hardware', valueFormatter: inThousands },
        { dataKey: 'software', label: 'Software', valueFormatter: inThousands },
        { dataKey: 'services', label: 'Services', valueFormatter: inThousands },
      ]}
      grid={{ horizontal: true }}
      height={320}
    />
  );
}
