import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Battery level of two field sensors, in percent, one reading a day.
const sensorA = [98, 97, 97, 96, 96, 95, 95, 94];
const sensorB = [62, 55, 49, 41, 36, 28, 21, 15];

const rows = [
  { label: 'Sensor A, automatic range', data: sensorA, yAxis: undefined },
  { label: 'Sensor B, automatic range', data: sensorB, yAxis: undefined },
  { label: 'Sensor A, 0 to 100', data: sensorA, yAxis: { min: 0, max: 100 } },
  { label: 'Sensor B, 0 to 100', data: sensorB, yAxis: { min: 0, max: 100 } },
];

export default function FixedRangeSparklines() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label}>
          <Typography variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <SparkLineChart data={row.data} yAxis={row.yAxis} area height={56} />
        </Box>
      ))}
    </Box>
  );
}
