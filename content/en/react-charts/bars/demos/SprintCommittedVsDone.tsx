import { BarChart } from '@mui/x-charts/BarChart';

const sprints = ['S14', 'S15', 'S16', 'S17', 'S18', 'S19'];

export default function SprintCommittedVsDone() {
  return (
    <BarChart
      xAxis={[
        // -1 puts the bars of one category exactly on top of each other.
        { scaleType: 'band', data: sprints, barGapRatio: -1, categoryGapRatio: 0.4 },
      ]}
      yAxis={[{ label: 'Story points' }]}
      series={[
        { data: [40, 42, 38, 45, 44, 48], label: 'Committed', color: '#b0bec5' },
        { data: [34, 41, 30, 43, 44, 39], label: 'Completed', color: '#1976d2' },
      ]}
      height={300}
    />
  );
}
