/** Self-assessed skill levels (0–10) of three product teams, averaged per team. */
export const skillMetrics = [
  'Design',
  'Frontend',
  'Backend',
  'Testing',
  'Operations',
  'Data',
];

export const teamSeries = [
  { id: 'payments', label: 'Payments', data: [4, 6, 9, 8, 7, 5] },
  { id: 'growth', label: 'Growth', data: [8, 8, 5, 5, 4, 9] },
  { id: 'mobile', label: 'Mobile', data: [7, 9, 4, 7, 3, 4] },
];
