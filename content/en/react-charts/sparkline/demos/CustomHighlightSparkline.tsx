import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Water level of a reservoir, in percent of capacity, one reading a week.
const level = [71, 69, 66, 64, 61, 57, 54, 52, 55, 60, 64, 67, 70, 74];

export default function CustomHighlightSparkline() {
  return (
    <SparkLineChart
      data={level}
      area
      showTooltip
      showHighlight
      valueFormatter={(value) => (value === null ? '' : `${value}% full`)}
      // A vertical guide and a horizontal one follow the pointer.
      axisHighlight={{ x: 'line', y: 'line' }}
      yAxis={{ min: 0, max: 100 }}
      height={100}
    />
  );
}
