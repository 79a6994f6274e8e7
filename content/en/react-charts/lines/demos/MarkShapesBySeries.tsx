import { LineChart } from '@mui/x-charts/LineChart';

const releases = ['v1.0', 'v1.1', 'v1.2', 'v2.0', 'v2.1', 'v2.2'];

export default function MarkShapesBySeries() {
  return (
    <LineChart
      xAxis={[{ scaleType: 'point', data: releases }]}
      yAxis={[{ label: 'Open issues' }]}
      series={[
        { data: [48, 41, 37, 62, 44, 35], label: 'Bugs', shape: 'circle' },
        {
          data: [22, 26, 31, 18, 24, 29],
          label: 'Feature requests',
          shape: 'diamond',
        },
        { data: [9, 7, 8, 15, 11, 6], label: 'Security', shape: 'triangle' },
        { data: [14, 12, 10, 21, 16, 13], label: 'Docs', shape: 'square' },
      ]}
      height={300}
    />
  );
}
