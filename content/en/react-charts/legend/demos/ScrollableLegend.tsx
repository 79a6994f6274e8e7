import { PieChart } from '@mui/x-charts/PieChart';

/** Support tickets of one quarter, by the product area they were filed against. */
const ticketsByArea = [
  { label: 'Billing', value: 1320 },
  { label: 'Login and accounts', value: 1184 },
  { label: 'Mobile app', value: 962 },
  { label: 'Notifications', value: 641 },
  { label: 'Search', value: 588 },
  { label: 'Data export', value: 512 },
  { label: 'Integrations', value: 476 },
  { label: 'Permissions', value: 431 },
  { label: 'Reports', value: 402 },
  { label: 'Calendar sync', value: 287 },
  { label: 'File uploads', value: 254 },
  { label: 'Localization', value: 198 },
  { label: 'Accessibility', value: 143 },
  { label: 'Other', value: 226 },
];

export default function ScrollableLegend() {
  return (
    <PieChart
      height={260}
      series={[{ data: ticketsByArea, innerRadius: 40 }]}
      slotProps={{
        legend: {
          sx: {
            // The list keeps one column and scrolls instead of growing taller.
            flexWrap: 'nowrap',
            maxHeight: 220,
            overflowY: 'auto',
            paddingInlineEnd: 1,
          },
        },
      }}
    />
  );
}
