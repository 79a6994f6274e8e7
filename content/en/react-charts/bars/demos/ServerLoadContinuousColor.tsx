import { BarChart } from '@mui/x-charts/BarChart';

const servers = ['api-1', 'api-2', 'api-3', 'worker-1', 'worker-2', 'db-1', 'db-2'];
const cpuLoad = [38, 44, 91, 67, 72, 23, 55];

export default function ServerLoadContinuousColor() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: servers }]}
      yAxis={[
        {
          min: 0,
          max: 100,
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 100,
            color: ['#43a047', '#e53935'],
          },
        },
      ]}
      series={[
        {
          data: cpuLoad,
          label: 'CPU load',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
