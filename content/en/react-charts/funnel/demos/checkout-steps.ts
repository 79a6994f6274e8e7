import type { FunnelValueType } from '@mui/x-charts-pro/FunnelChart';

// Visitors of an online bookshop in April 2025, counted at each step of the purchase.
export const checkoutSteps: FunnelValueType[] = [
  { id: 'visits', label: 'Store visits', value: 48200 },
  { id: 'views', label: 'Product views', value: 31500 },
  { id: 'cart', label: 'Added to cart', value: 12800 },
  { id: 'checkout', label: 'Checkout started', value: 6900 },
  { id: 'orders', label: 'Orders placed', value: 4350 },
];

export const stepNames = checkoutSteps.map((step) => step.label as string);

/** The share of the first step that reached this one, as a whole percentage. */
export function shareOfVisits(value: number) {
  const visits = checkoutSteps[0]?.value ?? value;
  return `${Math.round((value / visits) * 100)}%`;
}
