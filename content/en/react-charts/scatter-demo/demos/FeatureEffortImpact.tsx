import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Candidate features for the next release: effort (days) and expected impact (1–10).
const features = [
  { id: 'Dark mode', x: 4, y: 6 },
  { id: 'CSV export', x: 3, y: 7.5 },
  { id: 'SSO', x: 15, y: 8.5 },
  { id: 'Offline sync', x: 24, y: 7 },
  { id: 'New onboarding', x: 9, y: 8 },
  { id: 'Custom fields', x: 18, y: 4.5 },
  { id: 'Emoji reactions', x: 2, y: 2.5 },
  { id: 'Audit log', x: 11, y: 5.5 },
  { id: 'Theme editor', x: 21, y: 2 },
];

// A point with its name beside it.
function LabelledMarker({
  x,
  y,
  dataIndex,
  color,
  isHighlighted,
}: ScatterMarkerProps) {
  return (
    <g>
      <circle cx={x} cy={y} r={isHighlighted ? 7 : 5} fill={color} />
      <text x={x + 9} y={y + 4} fontSize={11} fill="currentColor">
        {features[dataIndex]?.id}
      </text>
    </g>
  );
}

const quadrantLabel = { fontSize: 12, fill: '#757575' } as const;

export default function FeatureEffortImpact() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Features',
          data: features,
          highlightScope: { highlight: 'item' },
          valueFormatter: (value) =>
            value && `${value.id}: ${value.x} days, impact ${value.y}`,
        },
      ]}
      slots={{ marker: LabelledMarker }}
      xAxis={[{ min: 0, max: 30, label: 'Effort (days)' }]}
      yAxis={[{ min: 0, max: 10, label: 'Impact' }]}
      height={340}
      hideLegend
    >
      <ChartsReferenceLine x={12} lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsReferenceLine
        y={5}
        label="Quick wins ↖   Big bets ↗"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
        labelStyle={quadrantLabel}
      />
    </ScatterChart>
  );
}
