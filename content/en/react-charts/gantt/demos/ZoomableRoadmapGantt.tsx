import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// A product team's roadmap for 2025: twelve items over the year. The time axis zooms,
// so a long schedule stays readable week by week.
const day = (month: number, date: number) =>
  new Date(Date.UTC(2025, month - 1, date));

const roadmap = [
  { name: 'Billing revamp', start: day(1, 6), end: day(2, 28) },
  { name: 'SSO for teams', start: day(1, 20), end: day(3, 14) },
  { name: 'Audit log', start: day(3, 3), end: day(4, 11) },
  { name: 'Mobile 3.0', start: day(3, 31), end: day(6, 20) },
  { name: 'Public API v2', start: day(4, 14), end: day(7, 4) },
  { name: 'Data export', start: day(6, 2), end: day(7, 18) },
  { name: 'Dark mode', start: day(7, 7), end: day(8, 1) },
  { name: 'Search rewrite', start: day(7, 21), end: day(10, 3) },
  { name: 'Offline sync', start: day(9, 1), end: day(10, 31) },
  { name: 'Localization', start: day(9, 22), end: day(11, 14) },
  { name: 'Usage reports', start: day(10, 20), end: day(12, 5) },
  { name: 'Year-end freeze', start: day(12, 8), end: day(12, 31) },
];

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function ZoomableRoadmapGantt() {
  return (
    <BarChartPro
      layout="horizontal"
      yAxis={[{ data: roadmap.map((item) => item.name), width: 110 }]}
      xAxis={[
        {
          id: 'dates',
          scaleType: 'utc',
          min: day(1, 1),
          max: day(12, 31),
          zoom: { minSpan: 5 },
          valueFormatter: (value: Date | number) => dayMonth.format(value),
        },
      ]}
      series={[
        {
          data: roadmap.map((item) => item.start.getTime()),
          stack: 'roadmap',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          data: roadmap.map((item) => item.end.getTime() - item.start.getTime()),
          stack: 'roadmap',
          color: '#5c6bc0',
          valueFormatter: (_, { dataIndex }) => {
            const item = roadmap[dataIndex];
            return item
              ? `${dayMonth.format(item.start)} – ${dayMonth.format(item.end)}`
              : null;
          },
        },
      ]}
      initialZoom={[{ axisId: 'dates', start: 0, end: 50 }]}
      grid={{ vertical: true }}
      hideLegend
      height={380}
    />
  );
}
