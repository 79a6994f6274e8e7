import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Electricity generation of a small grid on a sunny spring day, in megawatts.
const solar = hours.map((hour) =>
  hour < 6 || hour > 19
    ? 0
    : Math.round(420 * Math.sin(((hour - 6) / 14) * Math.PI)),
);
const wind = [
  210, 225, 240, 236, 228, 214, 196, 170, 150, 132, 120, 118, 126, 140, 158, 176,
  190, 205, 222, 240, 252, 248, 236, 222,
];
const hydro = hours.map((hour) => (hour >= 17 && hour <= 21 ? 260 : 140));
const demand = [
  620, 590, 575, 570, 580, 620, 700, 790, 830, 840, 845, 850, 855, 850, 840, 835,
  850, 900, 960, 950, 890, 800, 720, 660,
];
// Gas covers whatever the other sources do not.
const gas = demand.map((need, hour) =>
  Math.max(0, need - (solar[hour] ?? 0) - (wind[hour] ?? 0) - (hydro[hour] ?? 0)),
);

const megawatts = (value: number | null) => (value === null ? '' : `${value} MW`);
const sources = [
  { id: 'hydro', label: 'Hydro', data: hydro, color: '#1e88e5' },
  { id: 'wind', label: 'Wind', data: wind, color: '#26a69a' },
  { id: 'solar', label: 'Solar', data: solar, color: '#fdd835' },
  { id: 'gas', label: 'Gas', data: gas, color: '#8d6e63' },
];

export default function HourlyGenerationStacked() {
  return (
    <LineChart
      xAxis={[
        {
          data: hours,
          min: 0,
          max: 23,
          tickInterval: [0, 3, 6, 9, 12, 15, 18, 21],
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[{ label: 'Megawatts', width: 60 }]}
      series={sources.map((source) => ({
        ...source,
        stack: 'generation',
        area: true,
        showMark: false,
        valueFormatter: megawatts,
      }))}
      height={340}
    />
  );
}
