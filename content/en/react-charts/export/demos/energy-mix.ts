// Electricity generated in a fictional country by source, per quarter of 2024, in TWh.
export const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

export const energySources = [
  { id: 'wind', label: 'Wind', data: [31, 22, 18, 34], color: '#4fc3f7' },
  { id: 'solar', label: 'Solar', data: [6, 17, 21, 5], color: '#ffca28' },
  { id: 'hydro', label: 'Hydro', data: [14, 18, 12, 13], color: '#1e88e5' },
  { id: 'gas', label: 'Gas', data: [24, 14, 15, 26], color: '#8d6e63' },
  { id: 'nuclear', label: 'Nuclear', data: [29, 27, 28, 30], color: '#ab47bc' },
];
