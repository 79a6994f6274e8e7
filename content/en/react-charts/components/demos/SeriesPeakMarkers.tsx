import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';
import { channels, weeks } from './support-tickets';

/** Circles the highest value of every line series, with its value above it. */
function PeakMarkers() {
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g pointerEvents="none">
      {series.map((item) => {
        const values = item.data.map((value) => value ?? -Infinity);
        const peakIndex = values.indexOf(Math.max(...values));
        const x = xScale(xAxis.data?.[peakIndex]) ?? 0;
        const y = yScale(values[peakIndex] ?? 0);
        return (
          <g key={item.id}>
            <circle
              cx={x}
              cy={y}
              r={7}
              fill="none"
              stroke={item.color}
              strokeWidth={2}
            />
            <text
              x={x}
              y={y - 12}
              textAnchor="middle"
              fontSize={12}
              fontWeight={600}
              fill={item.color}
            >
              {values[peakIndex]}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function SeriesPeakMarkers() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, max: 600 }]}
      series={channels.map((channel) => ({ ...channel, showMark: false }))}
    >
      <PeakMarkers />
    </LineChart>
  );
}
