import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, stepNames } from './checkout-steps';

export default function StageNamesAxis() {
  return (
    <FunnelChart
      series={[{ data: checkoutSteps }]}
      categoryAxis={{ categories: stepNames, position: 'left', size: 130 }}
      hideLegend
      height={320}
    />
  );
}
