import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarLabelProps } from '@mui/x-charts/BarChart';
import { useAnimateBarLabel } from '@mui/x-charts/hooks';

const LABEL_GAP = 10;

function LabelAboveBar(props: BarLabelProps) {
  const { x, y, xOrigin, yOrigin, width, layout, skipAnimation, isFaded } = props;
  const theme = useTheme();
  // Animate the label to a point just above the bar instead of its centre.
  const animated = useAnimateBarLabel({
    xOrigin,
    yOrigin,
    x,
    y: y - LABEL_GAP,
    width,
    height: 0,
    layout,
    skipAnimation,
  });

  return (
    <text
      className={props.className}
      ref={animated.ref}
      x={animated.x}
      y={animated.y}
      textAnchor="middle"
      dominantBaseline="central"
      fill={theme.palette.text.primary}
      fontSize={13}
      fontWeight={600}
      opacity={isFaded ? 0.3 : 1}
    >
      {props.children}
    </text>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function TotalsAboveBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ max: 80 }]}
      series={[{ data: [42, 55, 48, 61, 70, 66], label: 'Support tickets closed' }]}
      barLabel="value"
      slots={{ barLabel: LabelAboveBar }}
      height={300}
    />
  );
}
