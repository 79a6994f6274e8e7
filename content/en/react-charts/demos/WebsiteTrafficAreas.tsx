import { LineChart } from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const organic = [
  12.1, 12.8, 13.5, 13.2, 14.6, 15.1, 14.2, 13.9, 15.8, 16.4, 17.2, 18.0,
];
const paid = [4.0, 4.2, 5.1, 6.3, 6.0, 5.4, 5.0, 4.8, 5.9, 6.6, 7.9, 8.4];
const referral = [2.2, 2.1, 2.5, 2.4, 2.9, 3.1, 2.8, 2.6, 3.0, 3.3, 3.4, 3.9];

const visits = (value: number | null) => (value === null ? '' : `${value}k visits`);

export default function WebsiteTrafficAreas() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          data: organic,
          label: 'Organic',
          area: true,
          stack: 'total',
          showMark: false,
          valueFormatter: visits,
        },
        {
          data: paid,
          label: 'Paid',
          area: true,
          stack: 'total',
          showMark: false,
          valueFormatter: visits,
        },
        {
          data: referral,
          label: 'Referral',
          area: true,
          stack: 'total',
          showMark: false,
          valueFormatter: visits,
        },
      ]}
      height={320}
    />
  );
}
