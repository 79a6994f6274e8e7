import { LineChart } from '@mui/x-charts/LineChart';

// Split times of one runner, in seconds per kilometre, at each 5 km mark.
const kilometres = [5, 10, 15, 20, 25, 30, 35, 40, 42.2];
const pace = [292, 289, 290, 294, 297, 305, 321, 334, 328];

const formatPace = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export default function MarathonPaceByKilometre() {
  return (
    <LineChart
      xAxis={[{ data: kilometres, label: 'Distance (km)', min: 0, max: 42.2 }]}
      yAxis={[{ valueFormatter: formatPace, label: 'Pace (min/km)' }]}
      series={[
        {
          data: pace,
          label: 'Pace',
          valueFormatter: (value) =>
            value === null ? '' : `${formatPace(value)} /km`,
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
