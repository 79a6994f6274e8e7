import { BarChart } from '@mui/x-charts/BarChart';

// The colours of a city's four metro lines, in the order of the series.
const metroColors = ['#d32f2f', '#1976d2', '#388e3c', '#f9a825'];

// Weekday riders per line, in thousands, by time of day.
const periods = ['Morning peak', 'Midday', 'Evening peak', 'Night'];

export default function CustomPaletteArray() {
  return (
    <BarChart
      colors={metroColors}
      xAxis={[{ data: periods }]}
      series={[
        { data: [86, 31, 79, 12], label: 'Red line' },
        { data: [64, 28, 70, 9], label: 'Blue line' },
        { data: [52, 19, 48, 6], label: 'Green line' },
        { data: [38, 14, 41, 5], label: 'Yellow line' },
      ]}
      height={300}
    />
  );
}
