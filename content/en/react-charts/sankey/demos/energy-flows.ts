import type { Flow, FlowNode } from './sankey-layout';

// A fictional country's energy in 2024, in TWh: from the primary sources, through the
// form it is delivered in, to the sectors that use it.
export const energyNodes: FlowNode[] = [
  { id: 'wind', label: 'Wind', column: 0, color: '#4fc3f7' },
  { id: 'solar', label: 'Solar', column: 0, color: '#ffca28' },
  { id: 'hydro', label: 'Hydro', column: 0, color: '#1e88e5' },
  { id: 'nuclear', label: 'Nuclear', column: 0, color: '#ab47bc' },
  { id: 'gas', label: 'Natural gas', column: 0, color: '#8d6e63' },
  { id: 'oil', label: 'Oil', column: 0, color: '#546e7a' },
  { id: 'electricity', label: 'Electricity', column: 1, color: '#26a69a' },
  { id: 'heat', label: 'Heat', column: 1, color: '#ef6c00' },
  { id: 'fuel', label: 'Fuels', column: 1, color: '#6d4c41' },
  { id: 'homes', label: 'Homes', column: 2, color: '#5c6bc0' },
  { id: 'industry', label: 'Industry', column: 2, color: '#7cb342' },
  { id: 'transport', label: 'Transport', column: 2, color: '#ec407a' },
  { id: 'losses', label: 'Losses', column: 2, color: '#9e9e9e' },
];

export const energyFlows: Flow[] = [
  { source: 'wind', target: 'electricity', value: 105 },
  { source: 'solar', target: 'electricity', value: 49 },
  { source: 'hydro', target: 'electricity', value: 57 },
  { source: 'nuclear', target: 'electricity', value: 114 },
  { source: 'gas', target: 'electricity', value: 52 },
  { source: 'gas', target: 'heat', value: 88 },
  { source: 'gas', target: 'fuel', value: 21 },
  { source: 'oil', target: 'fuel', value: 170 },
  { source: 'electricity', target: 'homes', value: 118 },
  { source: 'electricity', target: 'industry', value: 141 },
  { source: 'electricity', target: 'transport', value: 19 },
  { source: 'electricity', target: 'losses', value: 99 },
  { source: 'heat', target: 'homes', value: 57 },
  { source: 'heat', target: 'industry', value: 22 },
  { source: 'heat', target: 'losses', value: 9 },
  { source: 'fuel', target: 'industry', value: 34 },
  { source: 'fuel', target: 'transport', value: 141 },
  { source: 'fuel', target: 'losses', value: 16 },
];
