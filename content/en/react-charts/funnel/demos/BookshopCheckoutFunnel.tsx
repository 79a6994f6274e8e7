import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkout-steps';

export default function BookshopCheckoutFunnel() {
  return <FunnelChart series={[{ data: checkoutSteps }]} height={320} />;
}
