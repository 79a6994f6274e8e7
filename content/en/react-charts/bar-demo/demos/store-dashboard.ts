/** Figures of an online garden shop over the last eight weeks, for the dashboard demo. */
export const weeks = ['W13', 'W14', 'W15', 'W16', 'W17', 'W18', 'W19', 'W20'];

export const revenueByWeek = [48.2, 51.7, 55.9, 62.4, 71.8, 76.3, 74.1, 81.5];
export const ordersByWeek = [1210, 1285, 1370, 1522, 1748, 1830, 1794, 1956];
export const returnRateByWeek = [4.8, 4.6, 4.9, 4.4, 4.1, 3.9, 4.2, 3.7];

export const regions = ['North', 'Midlands', 'South', 'Wales', 'Scotland'];
export const revenueByRegion = {
  lastYear: [98, 121, 164, 37, 58],
  thisYear: [112, 135, 181, 45, 63],
};

export const categories = [
  { name: 'Seeds', revenue: 96.4 },
  { name: 'Tools', revenue: 88.1 },
  { name: 'Planters', revenue: 71.5 },
  { name: 'Compost', revenue: 52.9 },
  { name: 'Lighting', revenue: 31.2 },
];

export const thousandsOfPounds = (value: number | null) =>
  value === null ? '' : `£${value}k`;
