import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Risks of a software project: likelihood and impact, scored from 1 to 10.
const technical = [
  { id: 'db-migration', x: 6.5, y: 8 },
  { id: 'api-limits', x: 4, y: 5.5 },
  { id: 'browser-support', x: 7.5, y: 3 },
  { id: 'load', x: 3, y: 9 },
];

const organisational = [
  { id: 'hiring', x: 5, y: 6.5 },
  { id: 'vendor', x: 2.5, y: 4 },
  { id: 'budget', x: 6, y: 7 },
  { id: 'priorities', x: 8, y: 5 },
];

// Draws a diamond instead of a circle. `size` is the marker size of the series.
function DiamondMarker({
  x,
  y,
  size,
  color,
  isFaded,
  isHighlighted,
}: ScatterMarkerProps) {
  const r = isHighlighted ? size * 1.4 : size;
  return (
    <path
      d={`M ${x} ${y - r} L ${x + r} ${y} L ${x} ${y + r} L ${x - r} ${y} Z`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
    />
  );
}

export default function RiskMatrixMarkers() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Technical',
          data: technical,
          markerSize: 7,
          labelMarkType: 'square',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
        {
          label: 'Organisational',
          data: organisational,
          markerSize: 7,
          labelMarkType: 'square',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slots={{ marker: DiamondMarker }}
      xAxis={[{ label: 'Likelihood', min: 0, max: 10 }]}
      yAxis={[{ label: 'Impact', min: 0, max: 10 }]}
      grid={{ vertical: true, horizontal: true }}
      height={320}
    />
  );
}
