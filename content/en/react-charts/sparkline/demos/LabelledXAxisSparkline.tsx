import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Dates in UTC, so every visitor's time zone draws the same chart.
const utc = (month: number, day: number) => new Date(Date.UTC(2024, month, day));

// Monthly electricity use of a home, in kWh. The readings are not evenly spaced.
const readings = [
  { date: utc(0, 3), kWh: 412 },
  { date: utc(1, 1), kWh: 388 },
  { date: utc(2, 4), kWh: 341 },
  { date: utc(3, 2), kWh: 296 },
  { date: utc(4, 15), kWh: 248 },
  { date: utc(5, 3), kWh: 231 },
  { date: utc(6, 1), kWh: 226 },
  { date: utc(7, 20), kWh: 238 },
  { date: utc(8, 2), kWh: 264 },
  { date: utc(9, 1), kWh: 317 },
  { date: utc(10, 4), kWh: 369 },
  { date: utc(11, 2), kWh: 420 },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function LabelledXAxisSparkline() {
  return (
    <SparkLineChart
      data={readings.map((reading) => reading.kWh)}
      xAxis={{
        scaleType: 'time',
        data: readings.map((reading) => reading.date),
        valueFormatter: (value: Date) => dateFormat.format(value),
      }}
      valueFormatter={(value) => (value === null ? '' : `${value} kWh`)}
      showTooltip
      showHighlight
      area
      height={80}
    />
  );
}
