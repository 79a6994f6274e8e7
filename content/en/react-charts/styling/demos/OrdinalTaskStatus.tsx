import { BarChart } from '@mui/x-charts/BarChart';

// Tickets on a support team's board, by status.
const statuses = ['New', 'In progress', 'Waiting on customer', 'Blocked', 'Done'];
const tickets = [14, 22, 9, 4, 37];

export default function OrdinalTaskStatus() {
  return (
    <BarChart
      xAxis={[
        {
          data: statuses,
          colorMap: {
            type: 'ordinal',
            values: ['Blocked', 'Done'],
            colors: ['#d32f2f', '#2e7d32'],
            unknownColor: '#9e9e9e',
          },
        },
      ]}
      series={[{ data: tickets, label: 'Tickets' }]}
      hideLegend
      height={300}
    />
  );
}
