import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function StoreFootfallClosures() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        {
          label: 'City centre',
          data: [820, 760, 790, 845, 1120, 1480, 930],
        },
        {
          // Closed on Mondays and Sundays: null leaves the slot empty.
          label: 'Harbour kiosk',
          data: [null, 310, 295, 330, 410, 620, null],
          valueFormatter: (value) => (value === null ? 'Closed' : `${value}`),
        },
      ]}
      height={300}
    />
  );
}
