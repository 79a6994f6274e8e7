import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Two electric cargo bikes, each metric in its own unit and range.
const metrics = [
  { name: 'Range (km)', min: 0, max: 150 },
  { name: 'Load (kg)', min: 0, max: 250 },
  { name: 'Motor (Nm)', min: 0, max: 100 },
  { name: 'Charge time (h)', min: 0, max: 8 },
  { name: 'Weight (kg)', min: 20, max: 60 },
];

export default function BikeMetricRanges() {
  return (
    <RadarChart
      height={320}
      series={[
        {
          label: 'Longtail',
          data: [120, 200, 85, 5.5, 38],
          valueFormatter: (value, { dataIndex }) =>
            `${value} ${metrics[dataIndex]?.name.match(/\((.+)\)/)?.[1] ?? ''}`,
        },
        {
          label: 'Front loader',
          data: [90, 240, 65, 4, 52],
          valueFormatter: (value, { dataIndex }) =>
            `${value} ${metrics[dataIndex]?.name.match(/\((.+)\)/)?.[1] ?? ''}`,
        },
      ]}
      radar={{
        metrics,
        // Shorter names around the chart, full names in the tooltip.
        labelFormatter: (name, { location }) =>
          location === 'tick' ? name.replace(/ \(.+\)/, '') : name,
      }}
    />
  );
}
