import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';
import { useAnimate, useBarSeries } from '@mui/x-charts/hooks';

/** Support tickets each agent resolved this week. */
const agents = ['Amara', 'Bastien', 'Chen', 'Dalia', 'Emeka'];
const resolved = [142, 128, 167, 96, 151];

type LabelState = { y: number; value: number };

/** Moves from one state to the next, linearly; the hook applies the easing. */
function interpolateLabel(from: LabelState, to: LabelState) {
  return (t: number): LabelState => ({
    y: from.y + (to.y - from.y) * t,
    value: from.value + (to.value - from.value) * t,
  });
}

function CountUpLabel(props: BarLabelProps) {
  const { seriesId, dataIndex, x, y, width, yOrigin, skipAnimation } = props;
  const theme = useTheme();
  const value = useBarSeries(seriesId)?.data[dataIndex] ?? 0;

  const animated = useAnimate<
    LabelState,
    SVGTextElement,
    { y: number; text: string }
  >(
    // Where the label ends: 6px above the top of the bar, showing the value.
    { y: y - 6, value },
    {
      // Where it starts: on the axis, at zero.
      initialProps: { y: yOrigin - 6, value: 0 },
      createInterpolator: interpolateLabel,
      transformProps: (state) => ({
        y: state.y,
        text: Math.round(state.value).toString(),
      }),
      // Called on every frame, outside React: write to the element directly.
      applyProps: (element, { y: nextY, text }) => {
        element.setAttribute('y', nextY.toString());
        // Update the text node React rendered, rather than replacing it.
        if (element.firstChild) {
          element.firstChild.nodeValue = text;
        }
      },
      skip: skipAnimation,
    },
  );

  return (
    <text
      ref={animated.ref}
      x={x + width / 2}
      y={animated.y}
      textAnchor="middle"
      // theme.vars holds the CSS variables that follow light and dark mode.
      fill={(theme.vars ?? theme).palette.text.primary}
      style={{ ...theme.typography.body2, fontWeight: 600 }}
    >
      {animated.text}
    </text>
  );
}

export default function CountUpBarLabels() {
  const [runKey, replay] = React.useReducer((count: number) => count + 1, 0);

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="small"
        onClick={replay}
        sx={{ alignSelf: 'flex-start' }}
      >
        Replay
      </Button>
      <BarChart
        key={runKey}
        height={300}
        xAxis={[{ scaleType: 'band', data: agents }]}
        yAxis={[{ max: 190 }]}
        series={[{ data: resolved, label: 'Tickets resolved' }]}
        barLabel="value"
        slots={{ barLabel: CountUpLabel }}
        hideLegend
      />
    </Stack>
  );
}
