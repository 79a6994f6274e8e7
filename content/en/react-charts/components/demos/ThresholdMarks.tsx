import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';
import { useLineSeries } from '@mui/x-charts/hooks';

/** Daily p99 latency of a search API over two weeks, in milliseconds. */
const days = [
  'Mon 3',
  'Tue 4',
  'Wed 5',
  'Thu 6',
  'Fri 7',
  'Sat 8',
  'Sun 9',
  'Mon 10',
  'Tue 11',
  'Wed 12',
  'Thu 13',
  'Fri 14',
  'Sat 15',
  'Sun 16',
];
const p99 = [182, 176, 214, 268, 191, 143, 139, 188, 305, 241, 196, 187, 151, 146];
const BUDGET = 250;

/** A mark that turns into a red diamond when the day went over the latency budget. */
function BudgetMark(props: MarkElementProps) {
  const { x, y, id, dataIndex, color } = props;
  const value = useLineSeries(id)?.data[dataIndex] ?? 0;
  const cx = Number(x);
  const cy = Number(y);

  if (value > BUDGET) {
    return (
      <path
        d={`M ${cx} ${cy - 7} L ${cx + 7} ${cy} L ${cx} ${cy + 7} L ${cx - 7} ${cy} Z`}
        fill="#d32f2f"
        stroke="#fff"
        strokeWidth={1.5}
      />
    );
  }
  return <circle cx={cx} cy={cy} r={4} fill="#fff" stroke={color} strokeWidth={2} />;
}

export default function ThresholdMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value} ms` }]}
      series={[
        {
          id: 'p99',
          data: p99,
          label: 'p99 latency',
          valueFormatter: (value) =>
            value === null
              ? ''
              : `${value} ms${value > BUDGET ? ' (over budget)' : ''}`,
        },
      ]}
      slots={{ mark: BudgetMark }}
    />
  );
}
