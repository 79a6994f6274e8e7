import { LineChart } from '@mui/x-charts/LineChart';
import { type YAxis } from '@mui/x-charts/models';

/** What a linear axis passes to its `valueFormatter` as second argument. */
type LinearAxisContext = Parameters<
  NonNullable<YAxis<'linear'>['valueFormatter']>
>[1];

/** Bytes a CDN served per hour over one day. */
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const bytes = [
  3.1e11, 2.6e11, 2.2e11, 2.0e11, 1.9e11, 2.1e11, 2.9e11, 4.4e11, 6.1e11, 7.0e11,
  7.4e11, 7.6e11, 8.1e11, 7.9e11, 7.5e11, 7.3e11, 7.6e11, 8.4e11, 9.2e11, 9.6e11,
  9.1e11, 7.7e11, 5.8e11, 4.2e11,
];

function byteTicks(value: number, context: LinearAxisContext) {
  if (context.location === 'tick') {
    // The scale's own tick formatter picks a precision that suits the tick step;
    // the "s" specifier adds SI prefixes (k, M, G, T).
    return `${context.scale.tickFormat(5, '~s')(value)}B`;
  }
  return `${(value / 1e9).toLocaleString('en-US', { maximumFractionDigits: 1 })} GB`;
}

export default function ScaleTickFormat() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: hours,
          valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
        },
      ]}
      yAxis={[{ scaleType: 'linear', min: 0, valueFormatter: byteTicks }]}
      series={[
        {
          data: bytes,
          label: 'Traffic served',
          area: true,
          showMark: false,
          valueFormatter: (value) =>
            value === null ? '' : `${(value / 1e9).toFixed(0)} GB`,
        },
      ]}
    />
  );
}
