import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function StyledGaugeArcs() {
  return (
    <Gauge
      value={83}
      startAngle={-110}
      endAngle={110}
      cornerRadius="50%"
      text={({ value }) => `${value}%`}
      height={200}
      aria-label="Tasks completed, percent"
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: {
          fontSize: 36,
          fontWeight: 700,
        },
        [`& .${gaugeClasses.valueText} text`]: {
          fill: theme.palette.success.main,
        },
        [`& .${gaugeClasses.valueArc}`]: {
          fill: theme.palette.success.main,
        },
        [`& .${gaugeClasses.referenceArc}`]: {
          fill: theme.palette.action.disabledBackground,
        },
      })}
    />
  );
}
