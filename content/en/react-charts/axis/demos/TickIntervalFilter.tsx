import { LineChart } from '@mui/x-charts/LineChart';
import { readingTimes, temperatures } from './greenhouse-readings';

const dayAndHour = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
});

export default function TickIntervalFilter() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: readingTimes,
          // One tick every six hours instead of one per reading.
          tickInterval: (time: Date) => time.getHours() % 6 === 0,
          valueFormatter: (time: Date) => dayAndHour.format(time),
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
