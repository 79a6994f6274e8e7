import * as React from 'react';
import { BarChart, type BarElementSlots } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

/** Orders shipped by a warehouse per month; the last three months are a forecast. */
const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const orders = [18400, 17250, 19820, 21370, 26940, 31280, 20450, 19300, 21600];
const FIRST_FORECAST = 6;

/** The props the chart passes to its `bar` slot (the type is not exported in v8.2.0). */
type BarProps =
  NonNullable<BarElementSlots['bar']> extends React.ElementType<infer P> ? P : never;

function ForecastBar(props: BarProps) {
  const {
    id: _seriesId, // not a DOM id: keep it off the element
    dataIndex,
    color,
    ownerState,
    x,
    y,
    xOrigin,
    yOrigin,
    width,
    height,
    layout,
    skipAnimation,
    ...other // class name, pointer handlers for the tooltip and highlighting
  } = props;
  // The same hook as the default bar: the bar still grows from the axis and
  // moves when the data changes.
  const animated = useAnimateBar({
    x,
    y,
    xOrigin,
    yOrigin,
    width,
    height,
    layout,
    skipAnimation,
  });
  const isForecast = dataIndex >= FIRST_FORECAST;

  return (
    <rect
      {...other}
      {...animated}
      rx={3}
      fill={color}
      fillOpacity={isForecast ? 0.25 : 1}
      stroke={isForecast ? color : 'none'}
      strokeWidth={1.5}
      strokeDasharray={isForecast ? '5 3' : undefined}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

export default function ForecastBarSlot() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        {
          data: orders,
          label: 'Orders (dashed: forecast)',
          valueFormatter: (value, { dataIndex }) =>
            `${value?.toLocaleString('en-US')}${dataIndex >= FIRST_FORECAST ? ' (forecast)' : ''}`,
        },
      ]}
      slots={{ bar: ForecastBar }}
    />
  );
}
