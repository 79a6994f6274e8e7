import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { apps } from './app-ratings';

// 40 bars do not fit in 360 px: the category axis starts zoomed on the first ten,
// and the wheel or a drag scrolls through the rest.
export default function AppRatingsScroll() {
  return (
    <BarChartPro
      layout="horizontal"
      dataset={apps}
      yAxis={[
        {
          id: 'apps',
          dataKey: 'name',
          width: 90,
          zoom: { minSpan: 10 },
          // A tick in the middle of each band: the label of a band scrolled out of view
          // is not drawn below the axis.
          tickPlacement: 'middle',
        },
      ]}
      xAxis={[{ min: 0, max: 5, label: 'Average rating (out of 5)' }]}
      series={[
        { dataKey: 'rating', label: 'Rating', valueFormatter: (v) => `${v} / 5` },
      ]}
      initialZoom={[{ axisId: 'apps', start: 0, end: 25 }]}
      hideLegend
      height={360}
    />
  );
}
