import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import {
  describeTask,
  formatDate,
  planEnd,
  planStart,
  tasks,
  teamColors,
} from './release-plan';

const taskNames = tasks.map((task) => task.name);

/**
 * Draws an arrow from the end of each task to the start of every task that waits for it.
 * It is a child of the chart, so it is drawn in the chart's SVG and reads its scales.
 */
function DependencyArrows() {
  const theme = useTheme();
  const xScale = useXScale<'utc'>();
  const yScale = useYScale<'band'>();
  const band = yScale.bandwidth();
  // A CSS variable when the theme uses them: set it in `style`, as SVG attributes do not
  // read variables.
  const color = (theme.vars ?? theme).palette.text.secondary;

  return (
    <g>
      <defs>
        <marker
          id="gantt-arrow-head"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L8,4 L0,8 z" style={{ fill: color }} />
        </marker>
      </defs>
      {tasks.flatMap((task) =>
        (task.after ?? []).map((previousId) => {
          const previous = tasks.find((candidate) => candidate.id === previousId);
          if (!previous) {
            return null;
          }
          const x0 = xScale(previous.end);
          const y0 = (yScale(previous.name) ?? 0) + band / 2;
          const x1 = xScale(task.start);
          const y1 = (yScale(task.name) ?? 0) + band / 2;
          // Out to the right of the earlier task, down, then into the later one.
          const elbow = Math.max(x0 + 8, x1 - 10);
          return (
            <path
              key={`${previousId}-${task.id}`}
              d={`M${x0},${y0} H${elbow} V${y1} H${x1}`}
              fill="none"
              style={{ stroke: color }}
              strokeWidth={1.2}
              markerEnd="url(#gantt-arrow-head)"
            />
          );
        }),
      )}
    </g>
  );
}

export default function DependencyArrowsGantt() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ data: taskNames, width: 110, categoryGapRatio: 0.45 }]}
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
          data: tasks.map((task) => task.start.getTime()),
          stack: 'plan',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          data: tasks.map((task) => task.end.getTime() - task.start.getTime()),
          stack: 'plan',
          color: teamColors.Mobile,
          valueFormatter: (_, { dataIndex }) =>
            `${tasks[dataIndex]?.team}: ${describeTask(dataIndex)}`,
        },
      ]}
      grid={{ vertical: true }}
      hideLegend
      height={340}
    >
      <DependencyArrows />
    </BarChart>
  );
}
