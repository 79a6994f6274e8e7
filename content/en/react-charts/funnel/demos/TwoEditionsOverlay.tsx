import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { runs2024, runs2025 } from './charity-run';

// The larger edition comes first, so it is drawn first and stays behind the smaller one.
export default function TwoEditionsOverlay() {
  return (
    <FunnelChart
      series={[
        { id: 'edition-2025', data: runs2025 },
        { id: 'edition-2024', data: runs2024 },
      ]}
      hideLegend
      height={340}
    />
  );
}
