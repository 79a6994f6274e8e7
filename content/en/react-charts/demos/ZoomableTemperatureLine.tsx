import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A year of daily mean temperatures: a seasonal curve plus seeded pseudo-random noise, so every
// render (on the server and in the browser) draws the same line.
let seed = 7;
function noise() {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647 - 0.5;
}
const days = Array.from({ length: 365 }, (_, index) => index + 1);
let weather = 0;
const temperatures = days.map((day) => {
  const seasonal = 11 - 9 * Math.cos((2 * Math.PI * (day - 15)) / 365);
  weather = 0.75 * weather + noise() * 3; // warm and cold spells last a few days
  return Math.round((seasonal + weather) * 10) / 10;
});

export default function ZoomableTemperatureLine() {
  return (
    <LineChartPro
      xAxis={[
        {
          id: 'day',
          data: days,
          label: 'Day of the year',
          zoom: { filterMode: 'discard' },
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          data: temperatures,
          label: 'Daily mean',
          showMark: false,
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
      initialZoom={[{ axisId: 'day', start: 40, end: 70 }]}
      height={320}
    />
  );
}
