import { LineChart } from '@mui/x-charts/LineChart';
import { checkpoints, minutes, splits } from './marathon-splits';

export default function MarathonSplitLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: checkpoints }]}
      yAxis={[{ label: 'Minutes per 5 km', valueFormatter: minutes, width: 60 }]}
      series={[
        { data: splits.amira, label: 'Amira', valueFormatter: minutes },
        { data: splits.jonas, label: 'Jonas', valueFormatter: minutes },
        { data: splits.keiko, label: 'Keiko', valueFormatter: minutes },
      ]}
    />
  );
}
