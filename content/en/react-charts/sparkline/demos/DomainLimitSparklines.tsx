import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily profit and loss of a small trading desk, in thousands.
const profit = [-12, 4, 18, 9, -3, 27, 41, 33, 16, 52, 47, 38];

const rows = [
  {
    label: "'nice' (default): rounded to tidy values",
    domainLimit: 'nice' as const,
  },
  {
    label: "'strict': from the lowest value to the highest",
    domainLimit: 'strict' as const,
  },
  {
    label: 'A function: 10 units of room on each side',
    domainLimit: (min: number, max: number) => ({ min: min - 10, max: max + 10 }),
  },
];

export default function DomainLimitSparklines() {
  return (
    <Box sx={{ display: 'grid', rowGap: 1 }}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Typography variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <SparkLineChart
            data={profit}
            yAxis={{ domainLimit: row.domainLimit }}
            area
            height={56}
            sx={{ border: 1, borderColor: 'divider' }}
          />
        </Box>
      ))}
    </Box>
  );
}
