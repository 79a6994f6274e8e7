import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsItemTooltipContent,
  ChartsTooltipContainer,
  type ChartsTooltipProps,
  useItemTooltip,
} from '@mui/x-charts/ChartsTooltip';
import { useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';

// Orders packed by a warehouse on each weekday, averaged over the last quarter.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const orders = [3120, 2870, 2950, 3040, 3580, 1910];

/** Places the tooltip above the middle of the hovered bar, wherever the pointer is on it. */
function BarTopTooltip(props: ChartsTooltipProps) {
  const item = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();

  const anchorEl = React.useMemo(() => {
    if (!item) {
      return undefined;
    }
    const { dataIndex } = item.identifier;
    const x = (xScale(weekdays[dataIndex] ?? '') ?? 0) + xScale.bandwidth() / 2;
    const y = yScale(orders[dataIndex] ?? 0);
    return {
      getBoundingClientRect: () => {
        const svg = svgRef.current?.getBoundingClientRect();
        const left = (svg?.left ?? 0) + x;
        const top = (svg?.top ?? 0) + y;
        return DOMRect.fromRect({ x: left, y: top, width: 0, height: 0 });
      },
    };
  }, [item, svgRef, xScale, yScale]);

  return (
    <ChartsTooltipContainer
      {...props}
      trigger="item"
      anchorEl={anchorEl}
      placement="top"
    >
      <ChartsItemTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipAboveBar() {
  return (
    <BarChart
      xAxis={[{ data: weekdays }]}
      series={[{ data: orders, label: 'Orders packed' }]}
      slots={{ tooltip: BarTopTooltip }}
      hideLegend
      height={300}
    />
  );
}
