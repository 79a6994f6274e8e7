import { BarChart } from '@mui/x-charts/BarChart';

const questions = [
  'The onboarding was clear',
  'I can find what I need',
  'The app is fast',
  'I would recommend it',
];
const answers = [
  { label: 'Strongly disagree', data: [12, 30, 18, 9], color: '#c62828' },
  { label: 'Disagree', data: [25, 61, 40, 22], color: '#ef9a9a' },
  { label: 'Neutral', data: [48, 72, 66, 51], color: '#bdbdbd' },
  { label: 'Agree', data: [130, 98, 121, 140], color: '#90caf9' },
  { label: 'Strongly agree', data: [85, 39, 55, 78], color: '#1565c0' },
];

export default function SurveyResponsesPercent() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: questions, width: 180 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'answers',
        // Each bar shows shares of 100%; the tooltip still shows the counts.
        stackOffset: 'expand' as const,
        valueFormatter: (value: number | null) => `${value} responses`,
      }))}
      slotProps={{ tooltip: { trigger: 'item' } }}
      height={340}
    />
  );
}
