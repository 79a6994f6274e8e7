import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Readings of a continuous glucose monitor every 30 minutes on 17 April 2025 (mg/dL).
const glucose = [
  112, 108, 104, 101, 99, 98, 97, 99, 104, 118, 162, 191, 176, 148, 129, 121, 117,
  126, 168, 204, 187, 152, 131, 122, 119, 115, 137, 171, 158, 140, 128, 119, 113,
  110, 108, 106,
];
const times = glucose.map((_, index) => new Date(2025, 3, 17, 5, index * 30));

const LOW = 70;
const HIGH = 180;
const hourMinutes = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

export default function GlucoseTargetRange() {
  return (
    <LineChart
      xAxis={[
        {
          scaleType: 'time',
          data: times,
          // 'strict': the axis ends at the first and last reading, not at whole hours.
          domainLimit: 'strict',
          valueFormatter: hourMinutes,
        },
      ]}
      yAxis={[{ min: 40, max: 240, width: 45 }]}
      series={[
        {
          data: glucose,
          label: 'Glucose (mg/dL)',
          showMark: false,
          color: '#6a1b9a',
          valueFormatter: (value) => (value === null ? '' : `${value} mg/dL`),
        },
      ]}
      height={320}
    >
      <ChartsReferenceLine
        y={HIGH}
        label={`High: ${HIGH}`}
        labelAlign="end"
        lineStyle={{ stroke: '#ef6c00', strokeDasharray: '5 4' }}
        labelStyle={{ fill: '#ef6c00', fontSize: 12 }}
      />
      <ChartsReferenceLine
        y={LOW}
        label={`Low: ${LOW}`}
        labelAlign="end"
        lineStyle={{ stroke: '#c62828', strokeDasharray: '5 4' }}
        labelStyle={{ fill: '#c62828', fontSize: 12 }}
      />
    </LineChart>
  );
}
