import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Units of one item on a warehouse shelf at the end of each day in May 2025.
const days = Array.from({ length: 31 }, (_, index) => new Date(2025, 4, index + 1));
const stock = [
  420, 388, 351, 329, 290, 262, 231, 205, 178, 150, 612, 580, 546, 519, 488, 451,
  420, 395, 360, 331, 302, 270, 241, 210, 181, 152, 128, 604, 571, 545, 512,
];
const REORDER_POINT = 180;

const dayMonth = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function StockLevelReorderPoint() {
  return (
    <LineChart
      xAxis={[
        // 'strict' ends the axis on the first and last day instead of rounding it out.
        {
          scaleType: 'time',
          data: days,
          domainLimit: 'strict',
          valueFormatter: dayMonth,
        },
      ]}
      yAxis={[{ min: 0, max: 700, label: 'Units in stock' }]}
      series={[
        {
          data: stock,
          label: 'Stock',
          // The level holds until the next count: a step after each point.
          curve: 'stepAfter',
          showMark: false,
          area: true,
          color: '#5d4037',
          valueFormatter: (value) => (value === null ? '' : `${value} units`),
        },
      ]}
      height={320}
      sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.2 } }}
    >
      <ChartsReferenceLine
        y={REORDER_POINT}
        label="Reorder point"
        labelAlign="start"
        lineStyle={{ stroke: '#d84315', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d84315', fontSize: 12 }}
      />
    </LineChart>
  );
}
