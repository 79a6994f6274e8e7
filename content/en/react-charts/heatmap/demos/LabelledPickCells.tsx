import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { aisles, pickCells, shifts } from './warehouse-picks';

interface PickCellProps extends React.SVGProps<SVGRectElement> {
  x: number;
  y: number;
  width: number;
  height: number;
  ownerState: { value: number; color: string; isHighlighted: boolean };
}

// Replaces the default cell: a rectangle with a gap around it and the value in the middle.
function PickCell({ x, y, width, height, ownerState, ...other }: PickCellProps) {
  const picks = ownerState.value;
  return (
    <g>
      <rect
        {...other}
        x={x + 2}
        y={y + 2}
        width={width - 4}
        height={height - 4}
        rx={4}
        fill={ownerState.color}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        pointerEvents="none"
        fontSize={13}
        fontWeight={ownerState.isHighlighted ? 700 : 400}
        fill={picks > 250 ? '#ffffff' : '#1b1b1b'}
      >
        {picks}
      </text>
    </g>
  );
}

export default function LabelledPickCells() {
  return (
    <Heatmap
      xAxis={[{ data: aisles, label: 'Aisle' }]}
      yAxis={[{ data: shifts, width: 60 }]}
      series={[
        {
          data: pickCells,
          label: 'Order lines picked',
          highlightScope: { highlight: 'item' },
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 520,
            color: ['#e0f2f1', '#00695c'],
          },
        },
      ]}
      slots={{ cell: PickCell }}
      height={260}
    />
  );
}
