import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { type ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// Donations to a food bank per quarter, in thousands of dollars. Q4 is not over yet:
// its bar stacks what was received on top of what is still expected.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const received = [84, 71, 93, 102];
const expected = [0, 0, 0, 48];

const BLUE = '#1976d2';
const dollars = (value: number | null) => (value ? `$${value}k` : null);

/** The legend and the tooltip are HTML: their mark is hatched with CSS, not with SVG. */
function HatchMark({ className }: ChartsLabelCustomMarkProps) {
  return (
    <div
      className={className}
      style={{
        border: `1px solid ${BLUE}`,
        background: `repeating-linear-gradient(45deg, ${BLUE} 0 2px, transparent 2px 5px)`,
      }}
    />
  );
}

export default function HatchedEstimateBars() {
  return (
    <BarChart
      xAxis={[{ data: quarters }]}
      series={[
        { id: 'received', data: received, label: 'Received' },
        {
          id: 'expected',
          data: expected,
          label: 'Expected',
          labelMarkType: HatchMark,
        },
      ].map((series) => ({
        ...series,
        stack: 'total',
        color: BLUE,
        valueFormatter: dollars,
      }))}
      sx={{
        [`& .${barElementClasses.series}-expected`]: {
          fill: 'url(#expected-hatch)',
          stroke: BLUE,
          strokeWidth: 1,
        },
      }}
      height={300}
    >
      <defs>
        <pattern
          id="expected-hatch"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" fill={BLUE} fillOpacity={0.12} />
          <line x1="0" y1="0" x2="0" y2="8" stroke={BLUE} strokeWidth="3" />
        </pattern>
      </defs>
    </BarChart>
  );
}
