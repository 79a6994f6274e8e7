import { PieChart } from '@mui/x-charts/PieChart';

// State of the temperature sensors of a cold-storage warehouse.
const sensors = [
  {
    id: 'ok',
    value: 186,
    label: 'Reporting',
    color: '#2e7d32',
    labelMarkType: 'circle',
  },
  {
    id: 'late',
    value: 22,
    label: 'Late readings',
    color: '#f9a825',
    labelMarkType: 'line',
  },
  {
    id: 'offline',
    value: 9,
    label: 'Offline',
    color: '#c62828',
    labelMarkType: 'square',
  },
] as const;

export default function SensorStatusMarks() {
  return (
    <PieChart
      series={[
        {
          data: sensors,
          innerRadius: 60,
          paddingAngle: 2,
          valueFormatter: (item) => `${item.value} sensors`,
        },
      ]}
      height={240}
    />
  );
}
