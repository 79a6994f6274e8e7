/** How the reviews of a to-do list app split across star ratings. */
export const ratings = [
  { id: 'five', value: 5412, label: '5 stars' },
  { id: 'four', value: 2187, label: '4 stars' },
  { id: 'three', value: 694, label: '3 stars' },
  { id: 'two', value: 311, label: '2 stars' },
  { id: 'one', value: 478, label: '1 star' },
];

export const ratingColors = ['#2e7d32', '#7cb342', '#fbc02d', '#fb8c00', '#e53935'];
