import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 'greens', value: 14, label: 'Greens', color: '#2e7d32' },
  { id: 'labour', value: 19, label: 'Labour', color: '#c62828' },
  { id: 'independents', value: 6, label: 'Independents', color: '#757575' },
  { id: 'liberals', value: 11, label: 'Liberals', color: '#f9a825' },
  { id: 'conservatives', value: 17, label: 'Conservatives', color: '#1565c0' },
];

export default function CouncilSeatsHalfDonut() {
  return (
    <PieChart
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: '50%',
          outerRadius: '100%',
          paddingAngle: 1,
          // Move the centre down so the half circle uses the whole height.
          cy: '90%',
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      height={220}
    />
  );
}
