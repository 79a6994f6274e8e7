import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

/** Answers to "How satisfied are you with the new release?", in percent, per app. */
const apps = ['Calendar', 'Notes', 'Mail', 'Photos', 'Maps'];
const answers = [
  { label: 'Very satisfied', data: [41, 36, 22, 48, 30] },
  { label: 'Satisfied', data: [38, 40, 37, 35, 41] },
  { label: 'Neutral', data: [12, 15, 21, 10, 17] },
  { label: 'Unsatisfied', data: [6, 7, 14, 5, 9] },
  { label: 'Very unsatisfied', data: [3, 2, 6, 2, 3] },
];

export default function BarLabelFormatting() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: apps, width: 70 }]}
      xAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'answers',
        valueFormatter: (value: number | null) => `${value}%`,
      }))}
      // Label each segment with its percentage, unless it is too narrow to fit one.
      barLabel={(item, context) =>
        context.bar.width < 30 ? null : `${item.value}%`
      }
      colors={['#1b5e20', '#388e3c', '#616161', '#d32f2f', '#8e0000']}
      sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
