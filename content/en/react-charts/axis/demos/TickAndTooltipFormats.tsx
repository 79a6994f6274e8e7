import { BarChart } from '@mui/x-charts/BarChart';

/** Paying subscribers of a project-management app at the end of each quarter. */
const quarters = [
  '2023-Q1',
  '2023-Q2',
  '2023-Q3',
  '2023-Q4',
  '2024-Q1',
  '2024-Q2',
  '2024-Q3',
  '2024-Q4',
];
const subscribers = [8120, 8940, 9610, 10870, 11920, 12680, 13950, 15730];
const ordinals: Record<string, string> = {
  Q1: 'first',
  Q2: 'second',
  Q3: 'third',
  Q4: 'fourth',
};

export default function TickAndTooltipFormats() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          height: 40,
          valueFormatter: (id: string, context) => {
            const [year, quarter = ''] = id.split('-');
            return context.location === 'tick'
              ? `${quarter}\n${year}` // two lines under each bar
              : `End of the ${ordinals[quarter]} quarter of ${year}`;
          },
        },
      ]}
      series={[
        {
          data: subscribers,
          label: 'Subscribers',
          valueFormatter: (value) => value?.toLocaleString('en-US') ?? '',
        },
      ]}
    />
  );
}
