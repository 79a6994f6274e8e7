import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { clock, hours, humidity } from './greenhouse-climate';

/** A shaded band between two values of the y-axis, across the plot. */
function TargetBand({ from, to }: { from: number; to: number }) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  // The scale turns values into SVG coordinates: higher values have smaller y.
  const top = yScale(to);
  const bottom = yScale(from);

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={bottom - top}
        fill="#2e7d32"
        fillOpacity={0.12}
        pointerEvents="none"
      />
      <text
        x={left + 8}
        y={top + 16}
        fill="#2e7d32"
        fontSize={12}
        pointerEvents="none"
      >
        Target {from}–{to} %
      </text>
    </g>
  );
}

export default function TargetRangeBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: clock, min: 0, max: 23 }]}
      yAxis={[{ min: 40, max: 90, valueFormatter: (value: number) => `${value} %` }]}
      series={[
        {
          data: humidity,
          label: 'Relative humidity',
          showMark: false,
          valueFormatter: (value) => `${value} %`,
        },
      ]}
    >
      <TargetBand from={60} to={75} />
    </LineChart>
  );
}
