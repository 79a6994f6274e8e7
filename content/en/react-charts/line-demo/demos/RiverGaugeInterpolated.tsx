import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 21 }, (_, index) => `${index + 1} Mar`);
// Daily river level at a gauge station, in metres; the sensor failed twice.
const level = [
  1.42,
  1.47,
  1.55,
  null,
  null,
  1.91,
  2.08,
  2.21,
  2.15,
  1.98,
  1.84,
  null,
  null,
  null,
  1.52,
  1.49,
  1.51,
  1.58,
  1.63,
  1.61,
  1.57,
];

const metres = (value: number | null) =>
  value === null ? null : `${value.toFixed(2)} m`;

export default function RiverGaugeInterpolated() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[
        { min: 1.2, max: 2.4, valueFormatter: (value: number) => `${value} m` },
      ]}
      series={[
        {
          // Drawn first, underneath: joins the gaps with a dashed line.
          id: 'interpolated',
          data: level,
          connectNulls: true,
          showMark: false,
          disableHighlight: true,
          color: '#90a4ae',
          // No label (no legend entry) and null (no tooltip row).
          valueFormatter: () => null,
        },
        {
          // Drawn on top: the measured values, with gaps where the sensor failed.
          id: 'measured',
          data: level,
          label: 'River level',
          color: '#00695c',
          valueFormatter: (value) => metres(value) ?? 'Sensor offline',
        },
      ]}
      sx={{
        [`& .${lineElementClasses.series}-interpolated`]: { strokeDasharray: '4 4' },
      }}
      height={300}
    />
  );
}
