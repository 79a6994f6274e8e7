import { LineChart } from '@mui/x-charts/LineChart';
import { lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function DashedTargetLineCss() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          id: 'signups',
          data: [320, 360, 410, 390, 470, 520, 560, 610],
          label: 'Sign-ups',
        },
        {
          id: 'target',
          data: [350, 380, 410, 440, 470, 500, 530, 560],
          label: 'Target',
          color: '#757575',
          showMark: false,
        },
      ]}
      sx={{
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        // Classes ending in the series id target one series.
        [`& .${lineElementClasses.series}-target`]: {
          strokeDasharray: '8 6',
          strokeWidth: 2,
        },
        [`& .${markElementClasses.root}`]: { strokeWidth: 3, r: 5 },
      }}
      height={300}
    />
  );
}
