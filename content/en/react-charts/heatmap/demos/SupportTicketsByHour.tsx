import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketCells, weekdays } from './support-tickets';

export default function SupportTicketsByHour() {
  return (
    <Heatmap
      xAxis={[{ data: hours, label: 'Hour opened' }]}
      yAxis={[{ data: weekdays }]}
      series={[{ data: ticketCells, label: 'Tickets' }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 60,
            color: ['#e8f1fb', '#0b4f91'],
          },
        },
      ]}
      height={320}
    />
  );
}
