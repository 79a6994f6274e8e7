import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarElementOwnerState } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const revenue = [182, 195, 188, 204, 221, 246];
/** From this index on, the values are forecasts. */
const FIRST_FORECAST = 4;
const PATTERN_ID = 'forecast-hatch';

type HatchedBarProps = Omit<
  React.SVGProps<SVGRectElement>,
  'id' | 'color' | 'ref' | 'x' | 'y' | 'width' | 'height'
> & {
  id: string | number;
  dataIndex: number;
  color: string;
  ownerState: BarElementOwnerState;
  x: number;
  y: number;
  xOrigin: number;
  yOrigin: number;
  width: number;
  height: number;
  layout: 'vertical' | 'horizontal';
  skipAnimation: boolean;
};

function HatchedBar(props: HatchedBarProps) {
  // Take out the chart's own props: only SVG attributes go on the <rect>.
  const {
    id: _seriesId,
    dataIndex,
    color,
    ownerState,
    xOrigin: _xOrigin,
    yOrigin: _yOrigin,
    layout: _layout,
    skipAnimation: _skipAnimation,
    ...svgProps
  } = props;
  // Keep the default grow-from-the-axis animation.
  const animated = useAnimateBar(props);
  const isForecast = dataIndex >= FIRST_FORECAST;

  return (
    <rect
      {...svgProps}
      {...animated}
      fill={isForecast ? `url(#${PATTERN_ID})` : color}
      stroke={isForecast ? color : 'none'}
      strokeWidth={1.5}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

export default function ForecastHatchedBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        {
          data: revenue,
          label: 'Revenue',
          color: '#5e35b1',
          valueFormatter: (value, { dataIndex }) =>
            `€${value}k${dataIndex >= FIRST_FORECAST ? ' (forecast)' : ''}`,
        },
      ]}
      slots={{ bar: HatchedBar }}
      height={300}
    >
      <defs>
        <pattern
          id={PATTERN_ID}
          width={8}
          height={8}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={8} height={8} fill="#5e35b1" opacity={0.15} />
          <line x1={0} y1={0} x2={0} y2={8} stroke="#5e35b1" strokeWidth={3} />
        </pattern>
      </defs>
    </BarChart>
  );
}
