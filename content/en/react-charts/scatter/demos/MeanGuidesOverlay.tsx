import { useTheme } from '@mui/material/styles';
import {
  useScatterSeries,
  useXScale,
  useYScale,
  useDrawingArea,
} from '@mui/x-charts/hooks';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lyonListings } from './apartments';

// Drawn inside the chart: a dashed line at the mean of each axis, computed from the series.
function MeanGuides() {
  const theme = useTheme();
  const [series] = useScatterSeries();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width, height } = useDrawingArea();
  if (!series || series.data.length === 0) {
    return null;
  }
  const meanX =
    series.data.reduce((sum, point) => sum + point.x, 0) / series.data.length;
  const meanY =
    series.data.reduce((sum, point) => sum + point.y, 0) / series.data.length;
  const x = xScale(meanX);
  const y = yScale(meanY);
  const stroke = theme.palette.text.secondary;
  return (
    <g stroke={stroke} strokeDasharray="4 4" fontSize={12}>
      <line x1={x} x2={x} y1={top} y2={top + height} />
      <line x1={left} x2={left + width} y1={y} y2={y} />
      <text x={x + 4} y={top + 12} fill={stroke} stroke="none">
        mean {Math.round(meanX)} m²
      </text>
      <text
        x={left + width - 4}
        y={y - 6}
        fill={stroke}
        stroke="none"
        textAnchor="end"
      >
        mean €{Math.round(meanY)}
      </text>
    </g>
  );
}

export default function MeanGuidesOverlay() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Lyon listings',
          data: lyonListings.map(({ id, area, rent }) => ({ id, x: area, y: rent })),
        },
      ]}
      height={300}
    >
      <MeanGuides />
    </ScatterChart>
  );
}
