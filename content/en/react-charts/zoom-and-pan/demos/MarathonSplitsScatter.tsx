import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { splits } from './marathon-splits';

const minutes = (value: number) => {
  const hours = Math.floor(value / 60);
  const rest = Math.round(value % 60);
  return `${hours}:${String(rest).padStart(2, '0')}`;
};

export default function MarathonSplitsScatter() {
  return (
    <ScatterChartPro
      xAxis={[
        {
          id: 'first-half',
          label: 'First half (h:mm)',
          zoom: true,
          valueFormatter: minutes,
        },
      ]}
      yAxis={[
        {
          id: 'second-half',
          label: 'Second half (h:mm)',
          zoom: true,
          width: 60,
          valueFormatter: minutes,
        },
      ]}
      series={[
        {
          data: splits,
          label: 'Finishers',
          markerSize: 3,
          valueFormatter: (point) =>
            point && `${minutes(point.x)} then ${minutes(point.y)}`,
        },
      ]}
      height={360}
    />
  );
}
