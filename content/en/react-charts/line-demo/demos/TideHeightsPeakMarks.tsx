import { LineChart } from '@mui/x-charts/LineChart';
import type { MarkElementProps } from '@mui/x-charts/LineChart';

// Predicted tide height at a harbour every hour for two days, in metres.
const hours = Array.from({ length: 49 }, (_, index) => index);
const height = hours.map(
  (hour) =>
    Math.round(
      (2.6 +
        1.9 * Math.cos(((hour - 5) * 2 * Math.PI) / 12.42) +
        0.2 * Math.cos(hour / 9)) *
        10,
    ) / 10,
);
// A high tide is a value above both of its neighbours.
const isHighTide = (index: number) => {
  const [before, value, after] = [
    height[index - 1],
    height[index],
    height[index + 1],
  ];
  if (before === undefined || value === undefined || after === undefined) {
    return false;
  }
  return value > before && value >= after;
};

function HighTideMark(props: MarkElementProps) {
  const { x, y, color, dataIndex } = props;
  return (
    <g>
      <circle cx={x} cy={y} r={5} fill="#fff" stroke={color} strokeWidth={2} />
      <text
        x={x}
        y={Number(y) - 12}
        textAnchor="middle"
        fontSize={12}
        fontWeight={600}
        fill={color}
      >
        {height[dataIndex]} m
      </text>
    </g>
  );
}

const dayAndHour = (hour: number) =>
  `${hour < 24 ? 'Sat' : 'Sun'} ${String(hour % 24).padStart(2, '0')}:00`;

export default function TideHeightsPeakMarks() {
  return (
    <LineChart
      xAxis={[
        {
          data: hours,
          min: 0,
          max: 48,
          // A tick every six hours.
          tickInterval: [0, 6, 12, 18, 24, 30, 36, 42, 48],
          valueFormatter: dayAndHour,
        },
      ]}
      yAxis={[{ min: 0, max: 5.5, valueFormatter: (value: number) => `${value} m` }]}
      series={[
        {
          data: height,
          label: 'Tide height',
          color: '#0277bd',
          // Marks only on the high tides, drawn by the custom mark below.
          showMark: ({ index }) => isHighTide(index),
          valueFormatter: (value) => (value === null ? '' : `${value} m`),
        },
      ]}
      slots={{ mark: HighTideMark }}
      hideLegend
      height={320}
    />
  );
}
