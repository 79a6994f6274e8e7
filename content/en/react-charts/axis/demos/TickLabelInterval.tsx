import { LineChart } from '@mui/x-charts/LineChart';
import { readingTimes, temperatures } from './greenhouse-readings';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

export default function TickLabelInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: readingTimes,
          // A tick every six hours, a label only at midnight.
          tickInterval: (time: Date) => time.getHours() % 6 === 0,
          tickLabelInterval: (time: Date) => time.getHours() === 0,
          valueFormatter: (time: Date, context: { location: string }) =>
            context.location === 'tick'
              ? weekday.format(time)
              : time.toLocaleString('en-US', { weekday: 'short', hour: 'numeric' }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          data: temperatures,
          label: 'Air temperature',
          showMark: false,
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    />
  );
}
