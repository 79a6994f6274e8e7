import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets of one week. Each step sets its own colour, so the last one, the
// tickets that had to be escalated, stands out in red.
const ticketSteps = [
  { label: 'Opened', value: 1240, color: '#90a4ae' },
  { label: 'Answered within 1 h', value: 1010, color: '#4db6ac' },
  { label: 'Solved at first contact', value: 720, color: '#26a69a' },
  { label: 'Reopened', value: 140, color: '#ffb74d' },
  { label: 'Escalated', value: 46, color: '#e53935' },
];

export default function TicketStatusColors() {
  return <FunnelChart series={[{ data: ticketSteps }]} height={320} />;
}
