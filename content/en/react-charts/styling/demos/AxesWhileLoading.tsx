import { LineChart } from '@mui/x-charts/LineChart';

// The months are known before the data arrives, and so is the range of the values.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function AxesWhileLoading() {
  return (
    <LineChart
      loading
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ min: 0, max: 100, label: 'Uptime score' }]}
      series={[{ data: [], label: 'Uptime score' }]}
      height={280}
    />
  );
}
