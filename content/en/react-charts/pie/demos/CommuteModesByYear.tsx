import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How the employees of one company travel to work, in percent.
const modes2019 = [
  { id: 'car', value: 58, label: 'Car' },
  { id: 'transit', value: 27, label: 'Transit' },
  { id: 'bike', value: 9, label: 'Bike' },
  { id: 'walk', value: 6, label: 'Walk' },
];

const modes2024 = [
  { id: 'car', value: 41, label: 'Car' },
  { id: 'transit', value: 32, label: 'Transit' },
  { id: 'bike', value: 19, label: 'Bike' },
  { id: 'walk', value: 8, label: 'Walk' },
];

const shared = {
  outerRadius: '95%',
  arcLabel: 'label',
  arcLabelMinAngle: 30,
} as const;

export default function CommuteModesByYear() {
  return (
    <Box>
      <PieChart
        series={[
          {
            ...shared,
            id: '2019',
            data: modes2019,
            cx: '25%',
            valueFormatter: (item) => `${item.value}% in 2019`,
          },
          {
            ...shared,
            id: '2024',
            data: modes2024,
            cx: '75%',
            valueFormatter: (item) => `${item.value}% in 2024`,
          },
        ]}
        height={220}
        hideLegend
      />
      <Box sx={{ display: 'flex', textAlign: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          2019
        </Typography>
        <Typography variant="body2" sx={{ flex: 1 }}>
          2024
        </Typography>
      </Box>
    </Box>
  );
}
