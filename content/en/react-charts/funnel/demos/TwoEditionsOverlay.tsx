import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { runs2024, runs2025 } from './charity-run';

const withYear = (year: number) => (section: { value: number }) =>
  `${year}: ${section.value.toLocaleString('en-US')}`;

// The larger edition comes first, so it is drawn first and stays behind the smaller one.
// Its labels go outside, on the right, in the room the right margin leaves.
export default function TwoEditionsOverlay() {
  return (
    <FunnelChart
      series={[
        {
          id: 'edition-2025',
          data: runs2025,
          valueFormatter: withYear(2025),
          sectionLabel: {
            position: { vertical: 'middle', horizontal: 'end' },
            textAnchor: 'start',
            offset: { x: 8 },
          },
        },
        { id: 'edition-2024', data: runs2024, valueFormatter: withYear(2024) },
      ]}
      margin={{ right: 100 }}
      hideLegend
      height={340}
    />
  );
}
