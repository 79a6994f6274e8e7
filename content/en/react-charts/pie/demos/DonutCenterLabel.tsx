import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Tasks of a sprint by status.
const tasks = [
  { id: 'done', value: 34, label: 'Done', color: '#2e7d32' },
  { id: 'review', value: 9, label: 'In review', color: '#0288d1' },
  { id: 'progress', value: 12, label: 'In progress', color: '#f9a825' },
  { id: 'todo', value: 7, label: 'To do', color: '#9e9e9e' },
];

const totalTasks = tasks.reduce((sum, task) => sum + task.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: theme.palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

// Rendered inside the chart's SVG: the drawing area gives the centre of the pie.
function CenterLabel() {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 28, fontWeight: 700 }}>
        {totalTasks}
      </CenterText>
      <CenterText x={x} y={y + 16} sx={{ fontSize: 13 }}>
        tasks
      </CenterText>
    </g>
  );
}

export default function DonutCenterLabel() {
  return (
    <PieChart
      series={[{ data: tasks, innerRadius: 70, paddingAngle: 1, cornerRadius: 3 }]}
      height={240}
    >
      <CenterLabel />
    </PieChart>
  );
}
