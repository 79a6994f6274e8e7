import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { type ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);
const shipped = [
  812,
  845,
  831,
  879,
  902,
  948,
  931,
  977,
  1012,
  1046,
  null,
  null,
  null,
  null,
  null,
  null,
];
const forecast = [
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  1046,
  1071,
  1098,
  1116,
  1149,
  1163,
  1190,
];

/** A short dashed stroke, drawn the way the forecast line is drawn. */
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8}>
      <line
        x1={1}
        x2={23}
        y1={4}
        y2={4}
        stroke={color}
        strokeWidth={3}
        strokeDasharray="5 3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function CustomLegendMarks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 50 }]}
      series={[
        { id: 'shipped', data: shipped, label: 'Orders shipped', showMark: false },
        {
          id: 'forecast',
          data: forecast,
          label: 'Forecast',
          showMark: false,
          labelMarkType: DashedMark,
        },
      ]}
      sx={{
        [`& .${lineElementClasses.root}.${lineElementClasses.series}-forecast`]: {
          strokeDasharray: '8 5',
        },
      }}
    />
  );
}
