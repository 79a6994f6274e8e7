import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => new Date(2025, 3, index + 7));
// Daily page views of a recipe blog, in thousands.
const pageViews = [
  18.2, 19.5, 21.1, 20.4, 24.8, 31.6, 29.9, 19.7, 20.8, 22.5, 23.9, 27.4, 35.2, 33.1,
];
const GRADIENT_ID = 'page-views-gradient';

const dayMonth = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

export default function PageViewsGradientArea() {
  return (
    <LineChart
      xAxis={[
        // 'strict' ends the axis on the first and last day instead of rounding it out.
        {
          scaleType: 'time',
          data: days,
          domainLimit: 'strict',
          valueFormatter: dayMonth,
        },
      ]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          id: 'views',
          data: pageViews,
          label: 'Page views',
          area: true,
          showMark: false,
          color: '#8e24aa',
          valueFormatter: (value) => (value === null ? '' : `${value}k views`),
        },
      ]}
      // The area is filled with the gradient defined below, by its id.
      sx={{ [`& .${areaElementClasses.root}`]: { fill: `url(#${GRADIENT_ID})` } }}
      hideLegend
      height={300}
    >
      <defs>
        <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#8e24aa" stopOpacity={0.45} />
          <stop offset="100%" stopColor="#8e24aa" stopOpacity={0.02} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
