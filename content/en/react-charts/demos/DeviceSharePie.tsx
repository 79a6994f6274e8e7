import { PieChart } from '@mui/x-charts/PieChart';

const devices = [
  { id: 'desktop', value: 52, label: 'Desktop' },
  { id: 'mobile', value: 41, label: 'Mobile' },
  { id: 'tablet', value: 7, label: 'Tablet' },
];

export default function DeviceSharePie() {
  return (
    <PieChart
      series={[
        {
          data: devices,
          innerRadius: 60,
          paddingAngle: 2,
          cornerRadius: 4,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}% of sessions`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      height={260}
    />
  );
}
