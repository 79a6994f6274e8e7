import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, formatTick, highs } from './station-temperatures';

export default function StationTemperatureZoom() {
  return (
    <LineChartPro
      xAxis={[
        {
          id: 'days',
          data: days,
          scaleType: 'utc',
          zoom: true,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? formatTick(date) : formatDay(date),
        },
      ]}
      yAxis={[{ label: '°C', width: 50 }]}
      series={[
        {
          data: highs,
          label: 'Daily high',
          showMark: false,
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      height={320}
    />
  );
}
