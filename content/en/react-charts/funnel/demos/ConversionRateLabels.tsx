import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, shareOfVisits } from './checkout-steps';

export default function ConversionRateLabels() {
  return (
    <FunnelChart
      series={[
        {
          data: checkoutSteps,
          // Used by the section labels and by the tooltip.
          valueFormatter: (step) =>
            `${step.value.toLocaleString('en-US')} (${shareOfVisits(step.value)})`,
        },
      ]}
      height={320}
    />
  );
}
