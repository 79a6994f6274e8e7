import { BarChart } from '@mui/x-charts/BarChart';
import { inThousandsOfEuros, regionalSales } from './regional-sales';

export default function RegionalMonthlySales() {
  return (
    <BarChart
      dataset={regionalSales}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        { dataKey: 'north', label: 'North', valueFormatter: inThousandsOfEuros },
        { dataKey: 'south', label: 'South', valueFormatter: inThousandsOfEuros },
        { dataKey: 'west', label: 'West', valueFormatter: inThousandsOfEuros },
      ]}
      height={320}
    />
  );
}
