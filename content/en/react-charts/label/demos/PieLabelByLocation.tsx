import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

type Location = 'legend' | 'tooltip' | 'arc';

/** Share of a city's electricity in 2024, by source, in percent. */
const sources = [
  {
    id: 'wind',
    value: 38,
    short: 'Wind',
    full: 'Wind power (onshore and offshore)',
  },
  {
    id: 'solar',
    value: 17,
    short: 'Solar',
    full: 'Solar (rooftop and utility-scale)',
  },
  { id: 'hydro', value: 21, short: 'Hydro', full: 'Hydroelectric (run-of-river)' },
  { id: 'gas', value: 24, short: 'Gas', full: 'Natural gas (combined cycle)' },
];

export default function PieLabelByLocation() {
  return (
    <PieChart
      height={260}
      series={[
        {
          arcLabel: 'label',
          valueFormatter: ({ value }) => `${value}%`,
          data: sources.map(({ id, value, short, full }) => ({
            id,
            value,
            label: (location: Location) => (location === 'tooltip' ? full : short),
          })),
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
