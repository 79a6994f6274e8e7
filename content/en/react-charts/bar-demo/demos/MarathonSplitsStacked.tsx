import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItem, BarLabelContext } from '@mui/x-charts/BarChart';

// Split times of a club's runners at a city marathon, in minutes.
const runners = [
  { name: 'Inés', first10: 44.2, toHalf: 49.8, to30: 40.6, finish: 58.9 },
  { name: 'Tomasz', first10: 46.5, toHalf: 51.3, to30: 42.9, finish: 60.2 },
  { name: 'Aiko', first10: 47.1, toHalf: 52.0, to30: 44.8, finish: 66.4 },
  { name: 'Kwame', first10: 49.9, toHalf: 55.6, to30: 47.3, finish: 68.1 },
  { name: 'Léa', first10: 52.4, toHalf: 58.7, to30: 51.9, finish: 75.0 },
];

const hoursAndMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(Math.round(minutes % 60)).padStart(2, '0')}`;

// The split time fits inside a segment only when the segment is wide enough.
const splitLabel = (item: BarItem, context: BarLabelContext) =>
  item.value === null || context.bar.width < 40
    ? null
    : `${Math.round(item.value)}′`;

const segments = [
  { dataKey: 'first10', label: '0–10 km' },
  { dataKey: 'toHalf', label: '10–21.1 km' },
  { dataKey: 'to30', label: '21.1–30 km' },
  { dataKey: 'finish', label: '30–42.2 km' },
];

export default function MarathonSplitsStacked() {
  return (
    <BarChart
      layout="horizontal"
      dataset={runners}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 70 }]}
      xAxis={[
        { min: 0, valueFormatter: hoursAndMinutes, label: 'Finish time (h:mm)' },
      ]}
      series={segments.map((segment) => ({
        ...segment,
        stack: 'race',
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${value.toFixed(1)} min`,
      }))}
      colors={['#b3e5fc', '#4fc3f7', '#0288d1', '#01579b']}
      barLabel={splitLabel}
      height={320}
    />
  );
}
