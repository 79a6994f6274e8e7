import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { bandPath, layoutSankey } from './sankey-layout';
import { journeyFlows, journeyNodes } from './signup-journeys';

const layout = layoutSankey(journeyNodes, journeyFlows, 1200);
const NODE_WIDTH = 12;
const lastColumn = layout.columns - 1;
const visits = layout.nodes
  .filter((node) => node.column === 0)
  .reduce((sum, node) => sum + node.value, 0);

type ColorBy = 'source' | 'target';

function Journeys({ colorBy }: { colorBy: ColorBy }) {
  const theme = useTheme();
  const xScale = useXScale<'linear'>('steps');
  const yScale = useYScale<'linear'>('visits');
  const nodeLeft = (column: number) =>
    xScale(column) - (NODE_WIDTH * column) / lastColumn;

  return (
    <g fontFamily={theme.typography.fontFamily} fontSize={12}>
      {layout.flows.map((flow) => (
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
          fill={colorBy === 'source' ? flow.sourceNode.color : flow.targetNode.color}
          fillOpacity={0.45}
        >
          <title>{`${flow.sourceNode.label} → ${flow.targetNode.label}: ${flow.value.toLocaleString('en-US')} visits`}</title>
        </path>
      ))}
      {layout.nodes.map((node) => {
        const x = nodeLeft(node.column);
        const y0 = yScale(node.y0);
        const y1 = yScale(node.y1);
        const labelOnLeft = node.column === lastColumn;
        const share = Math.round((node.value / visits) * 1000) / 10;
        return (
          <g key={node.id}>
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
            >
              {`${node.label} · ${share}%`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function SignupJourneySankey() {
  const [colorBy, setColorBy] = React.useState<ColorBy>('source');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={colorBy}
        exclusive
        size="small"
        aria-label="Colour the bands by"
        onChange={(_, next: ColorBy | null) => next && setColorBy(next)}
      >
        <ToggleButton value="source">Colour by where they came from</ToggleButton>
        <ToggleButton value="target">Colour by where they went</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        height={380}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        xAxis={[{ id: 'steps', min: 0, max: lastColumn, position: 'none' }]}
        yAxis={[
          {
            id: 'visits',
            min: 0,
            max: layout.height,
            reverse: true,
            position: 'none',
          },
        ]}
        title="Website visits, one week"
      >
        <Journeys colorBy={colorBy} />
      </ChartContainer>
    </Stack>
  );
}
