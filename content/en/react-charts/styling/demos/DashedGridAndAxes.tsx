import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import {
  LineChart,
  lineElementClasses,
  markElementClasses,
} from '@mui/x-charts/LineChart';

// Water level of a reservoir at the start of each month, in percent of capacity.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const level = [62, 66, 74, 83, 88, 85, 76, 64, 58];

export default function DashedGridAndAxes() {
  return (
    <LineChart
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ min: 40, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: level, label: 'Water level' }]}
      grid={{ horizontal: true }}
      hideLegend
      sx={{
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fill: '#0277bd', fontWeight: 600 },
        [`& .${lineElementClasses.root}`]: { strokeWidth: 4 },
        [`& .${markElementClasses.root}`]: { fill: '#0277bd', strokeWidth: 0 },
      }}
      height={300}
    />
  );
}
