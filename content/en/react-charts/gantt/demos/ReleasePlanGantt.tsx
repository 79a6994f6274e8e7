import { BarChart } from '@mui/x-charts/BarChart';
import { describeTask, formatDate, planEnd, planStart, tasks } from './release-plan';

// Two stacked series per task: an invisible bar from 0 to the start date, then a visible
// bar as long as the task. On a time axis, both are numbers of milliseconds.
const offsets = tasks.map((task) => task.start.getTime());
const durations = tasks.map((task) => task.end.getTime() - task.start.getTime());

export default function ReleasePlanGantt() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ data: tasks.map((task) => task.name), width: 110 }]}
      xAxis={[
        {
          scaleType: 'utc',
          min: planStart,
          max: planEnd,
          valueFormatter: (value: Date | number) => formatDate(value),
        },
      ]}
      series={[
        {
          data: offsets,
          stack: 'plan',
          color: 'transparent',
          // null leaves this series out of the tooltip.
          valueFormatter: () => null,
        },
        {
          data: durations,
          stack: 'plan',
          label: 'Task',
          color: '#1e88e5',
          valueFormatter: (_, { dataIndex }) => describeTask(dataIndex),
        },
      ]}
      grid={{ vertical: true }}
      hideLegend
      height={320}
    />
  );
}
