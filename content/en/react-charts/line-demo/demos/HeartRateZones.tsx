import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { createRandom } from './seeded-random';

// Heart rate every minute of a 50-minute interval run, from a seeded generator.
const random = createRandom(21);
const minutes = Array.from({ length: 51 }, (_, index) => index);
const heartRate = minutes.map((minute) => {
  const warmUp = Math.min(1, minute / 10);
  // Four-minute efforts every eight minutes after the warm-up.
  const effort = minute >= 12 && minute < 44 && (minute - 12) % 8 < 4 ? 28 : 0;
  const coolDown = minute > 44 ? (minute - 44) * 6 : 0;
  return Math.round(98 + 50 * warmUp + effort - coolDown + 6 * random());
});

const zones = [
  { upTo: 130, name: 'Easy', color: '#90caf9' },
  { upTo: 150, name: 'Aerobic', color: '#66bb6a' },
  { upTo: 165, name: 'Threshold', color: '#ffa726' },
  { upTo: Infinity, name: 'Maximum', color: '#e53935' },
];
const zoneOf = (bpm: number) =>
  zones.find((zone) => bpm < zone.upTo)?.name ?? 'Maximum';

export default function HeartRateZones() {
  return (
    <LineChart
      xAxis={[
        {
          data: minutes,
          min: 0,
          max: 50,
          label: 'Minutes',
          tickInterval: [0, 10, 20, 30, 40, 50],
        },
      ]}
      yAxis={[
        {
          min: 80,
          max: 190,
          label: 'Beats per minute',
          // Each training zone colours its part of the line.
          colorMap: {
            type: 'piecewise',
            thresholds: zones.slice(0, -1).map((zone) => zone.upTo),
            colors: zones.map((zone) => zone.color),
          },
        },
      ]}
      series={[
        {
          data: heartRate,
          label: 'Heart rate',
          showMark: false,
          valueFormatter: (value) =>
            value === null ? '' : `${value} bpm (${zoneOf(value)})`,
        },
      ]}
      hideLegend
      height={320}
      sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth: 3 } }}
    />
  );
}
