import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { energyFlows, energyNodes } from './energy-flows';
import { bandPath, layoutSankey, type PlacedFlow } from './sankey-layout';

const layout = layoutSankey(energyNodes, energyFlows, 30);
const NODE_WIDTH = 14;
const lastColumn = layout.columns - 1;

/** The pointer is over a node (all its flows light up) or over one flow. */
type Hovered = { kind: 'node'; id: string } | { kind: 'flow'; index: number } | null;

function isLit(flow: PlacedFlow, index: number, hovered: Hovered) {
  if (hovered === null) {
    return true;
  }
  if (hovered.kind === 'flow') {
    return hovered.index === index;
  }
  return flow.source === hovered.id || flow.target === hovered.id;
}

interface FlowsProps {
  hovered: Hovered;
  onHover: (hovered: Hovered) => void;
}

function EnergyFlows({ hovered, onHover }: FlowsProps) {
  const theme = useTheme();
  // The x-axis runs over the column numbers, the y-axis over TWh (reversed: 0 at the top).
  const xScale = useXScale<'linear'>('columns');
  const yScale = useYScale<'linear'>('energy');
  // Columns sit at their x position; the first and last keep their node inside the area.
  const nodeLeft = (column: number) =>
    xScale(column) - (NODE_WIDTH * column) / lastColumn;

  return (
    <g fontFamily={theme.typography.fontFamily} fontSize={12}>
      {layout.flows.map((flow, index) => (
        <path
          key={`${flow.source}-${flow.target}`}
          d={bandPath(
            nodeLeft(flow.sourceNode.column) + NODE_WIDTH,
            yScale(flow.sourceY0),
            yScale(flow.sourceY1),
            nodeLeft(flow.targetNode.column),
            yScale(flow.targetY0),
            yScale(flow.targetY1),
          )}
          fill={flow.sourceNode.color}
          fillOpacity={isLit(flow, index, hovered) ? 0.5 : 0.12}
          onPointerEnter={() => onHover({ kind: 'flow', index })}
          onPointerLeave={() => onHover(null)}
          style={{ transition: 'fill-opacity 0.2s' }}
        >
          <title>{`${flow.sourceNode.label} → ${flow.targetNode.label}: ${flow.value} TWh`}</title>
        </path>
      ))}
      {layout.nodes.map((node) => {
        const x = nodeLeft(node.column);
        const y0 = yScale(node.y0);
        const y1 = yScale(node.y1);
        const labelOnLeft = node.column === lastColumn;
        return (
          <g
            key={node.id}
            tabIndex={0}
            role="img"
            aria-label={`${node.label}: ${node.value} TWh`}
            onPointerEnter={() => onHover({ kind: 'node', id: node.id })}
            onPointerLeave={() => onHover(null)}
            onFocus={() => onHover({ kind: 'node', id: node.id })}
            onBlur={() => onHover(null)}
          >
            <rect
              x={x}
              y={y0}
              width={NODE_WIDTH}
              height={y1 - y0}
              fill={node.color}
            />
            <text
              x={labelOnLeft ? x - 6 : x + NODE_WIDTH + 6}
              y={(y0 + y1) / 2}
              textAnchor={labelOnLeft ? 'end' : 'start'}
              dominantBaseline="central"
              style={{ fill: (theme.vars ?? theme).palette.text.primary }}
              pointerEvents="none"
            >
              {`${node.label} ${node.value}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function describe(hovered: Hovered) {
  if (hovered === null) {
    return 'Point at a source, a carrier or a use to follow its energy (TWh, 2024).';
  }
  if (hovered.kind === 'flow') {
    const flow = layout.flows[hovered.index];
    return flow
      ? `${flow.sourceNode.label} → ${flow.targetNode.label}: ${flow.value} TWh`
      : '';
  }
  const node = layout.nodes.find((candidate) => candidate.id === hovered.id);
  return node ? `${node.label}: ${node.value} TWh` : '';
}

export default function EnergyFlowSankey() {
  const [hovered, setHovered] = React.useState<Hovered>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ChartContainer
        height={420}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        xAxis={[{ id: 'columns', min: 0, max: lastColumn, position: 'none' }]}
        yAxis={[
          {
            id: 'energy',
            min: 0,
            max: layout.height,
            reverse: true,
            position: 'none',
          },
        ]}
        title="Energy flows, 2024"
      >
        <EnergyFlows hovered={hovered} onHover={setHovered} />
      </ChartContainer>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {describe(hovered)}
      </Typography>
    </Stack>
  );
}
