import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['0–3', '3–6', '6–9', '9–12', '12–15', '15–18', '18–21', '21–24'];

// Traffic in each 3-hour slot as a percentage of the week's busiest slot: [slot, day, value].
const traffic = [
  [4, 3, 28, 71, 86, 79, 52, 17],
  [5, 3, 31, 74, 92, 83, 55, 19],
  [4, 2, 30, 77, 95, 88, 58, 21],
  [5, 3, 29, 72, 100, 85, 61, 24],
  [6, 4, 27, 66, 81, 70, 64, 38],
  [12, 7, 11, 35, 58, 62, 67, 45],
  [14, 8, 9, 31, 52, 57, 49, 22],
];
const data = traffic.flatMap((row, day) =>
  row.map((value, slot) => [slot, day, value] as const),
);

export default function WeeklyActivityHeatmap() {
  return (
    <Heatmap
      xAxis={[{ data: slots, label: 'Hour of the day' }]}
      yAxis={[{ data: days }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 100,
            color: ['#e3f2fd', '#0d47a1'],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Share of peak traffic',
          valueFormatter: (value) => `${value?.[2]}%`,
        },
      ]}
      height={320}
    />
  );
}
