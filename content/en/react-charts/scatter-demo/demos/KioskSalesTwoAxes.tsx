import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A beach kiosk over 14 days: noon temperature against ice creams and hot drinks sold.
const days = [
  { t: 16, iceCream: 84, hot: 212 },
  { t: 18, iceCream: 121, hot: 188 },
  { t: 19, iceCream: 130, hot: 171 },
  { t: 21, iceCream: 176, hot: 150 },
  { t: 22, iceCream: 198, hot: 131 },
  { t: 23, iceCream: 240, hot: 126 },
  { t: 24, iceCream: 262, hot: 109 },
  { t: 25, iceCream: 301, hot: 96 },
  { t: 26, iceCream: 322, hot: 88 },
  { t: 27, iceCream: 356, hot: 71 },
  { t: 28, iceCream: 371, hot: 64 },
  { t: 29, iceCream: 402, hot: 58 },
  { t: 30, iceCream: 433, hot: 49 },
  { t: 32, iceCream: 468, hot: 41 },
];

export default function KioskSalesTwoAxes() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Ice creams (left axis)',
          yAxisId: 'ice',
          data: days.map((day, index) => ({ id: index, x: day.t, y: day.iceCream })),
          valueFormatter: (value) =>
            value && `${value.y} ice creams at ${value.x} °C`,
        },
        {
          label: 'Hot drinks (right axis)',
          yAxisId: 'hot',
          data: days.map((day, index) => ({ id: index, x: day.t, y: day.hot })),
          valueFormatter: (value) =>
            value && `${value.y} hot drinks at ${value.x} °C`,
        },
      ]}
      xAxis={[{ label: 'Noon temperature (°C)' }]}
      yAxis={[
        { id: 'ice', position: 'left', label: 'Ice creams', width: 55 },
        { id: 'hot', position: 'right', label: 'Hot drinks', width: 55 },
      ]}
      height={320}
    />
  );
}
