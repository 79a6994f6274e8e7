import type { FunnelValueType } from '@mui/x-charts-pro/FunnelChart';

// Candidates of an engineering team's hiring round, spring 2025.
export const hiringPipeline: FunnelValueType[] = [
  { label: 'Applications', value: 640 },
  { label: 'Phone screens', value: 210 },
  { label: 'Tech interviews', value: 84 },
  { label: 'Final interviews', value: 31 },
  { label: 'Offers', value: 12 },
  { label: 'Hires', value: 9 },
];
