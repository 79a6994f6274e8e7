import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import {
  describeTask,
  formatDate,
  planEnd,
  planStart,
  tasks,
  teamColors,
  today,
  type Team,
} from './release-plan';

const teams = Object.keys(teamColors) as Team[];

// One duration series per team: a task has its length in its team's series and null in
// the others. All of them share the stack of the invisible offsets.
const teamSeries = teams.map((team) => ({
  id: team,
  label: team,
  color: teamColors[team],
  stack: 'plan',
  data: tasks.map((task) =>
    task.team === team ? task.end.getTime() - task.start.getTime() : null,
  ),
  valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
    value === null ? null : describeTask(dataIndex),
}));

export default function TeamScheduleWithToday() {
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
          id: 'offset',
          data: tasks.map((task) => task.start.getTime()),
          stack: 'plan',
          color: 'transparent',
          valueFormatter: () => null,
        },
        ...teamSeries,
      ]}
      grid={{ vertical: true }}
      height={340}
    >
      <ChartsReferenceLine
        x={today}
        label={`Today, ${formatDate(today)}`}
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '4 3' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
    </BarChart>
  );
}
