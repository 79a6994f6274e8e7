import { useTheme } from '@mui/material/styles';
import { Gauge, useGaugeState } from '@mui/x-charts/Gauge';

// Writes valueMin and valueMax under the two ends of the arc.
function RangeLabels() {
  const theme = useTheme();
  const {
    startAngle,
    endAngle,
    outerRadius,
    innerRadius,
    cx,
    cy,
    valueMin,
    valueMax,
  } = useGaugeState();
  const radius = (outerRadius + innerRadius) / 2;
  const ends = [
    { angle: startAngle, text: valueMin },
    { angle: endAngle, text: valueMax },
  ];
  return (
    <g fill={theme.palette.text.secondary} fontSize={12} textAnchor="middle">
      {ends.map((end) => (
        <text
          key={end.text}
          x={cx + radius * Math.sin(end.angle)}
          y={cy - radius * Math.cos(end.angle) + 18}
        >
          {end.text} hPa
        </text>
      ))}
    </g>
  );
}

export default function GaugeRangeLabels() {
  return (
    <Gauge
      value={1013}
      valueMin={950}
      valueMax={1050}
      startAngle={-120}
      endAngle={120}
      text={({ value }) => `${value}\nhPa`}
      height={200}
      aria-label="Air pressure"
    >
      <RangeLabels />
    </Gauge>
  );
}
