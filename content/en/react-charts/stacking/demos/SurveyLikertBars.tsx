import { BarChart } from '@mui/x-charts/BarChart';

// Answers of 400 employees to an engagement survey, in percent. Disagreement is stored as
// negative numbers so that it extends to the left of zero; "neutral" answers are left out.
const statements = [
  'I have the tools I need',
  'My workload is manageable',
  'I would recommend this team',
  'Meetings are a good use of time',
];
const stronglyDisagree = [-4, -12, -3, -21];
const disagree = [-11, -24, -8, -33];
const agree = [47, 33, 44, 19];
const stronglyAgree = [29, 11, 37, 6];

const share = (value: number | null) =>
  value === null ? '' : `${Math.abs(value)}%`;

export default function SurveyLikertBars() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ data: statements, width: 190 }]}
      xAxis={[
        { valueFormatter: (value: number) => share(value), min: -60, max: 80 },
      ]}
      series={[
        { data: disagree, label: 'Disagree' },
        { data: stronglyDisagree, label: 'Strongly disagree' },
        { data: agree, label: 'Agree' },
        { data: stronglyAgree, label: 'Strongly agree' },
      ].map((series) => ({ ...series, stack: 'answers', valueFormatter: share }))}
      colors={['#f4a582', '#ca0020', '#92c5de', '#0571b0']}
      grid={{ vertical: true }}
      height={300}
    />
  );
}
