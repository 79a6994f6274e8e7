/** Units sold per quarter by the four sales regions of a kitchen appliance maker. */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export const regions = [
  { id: 'north', label: 'North', data: [1840, 2120, 1960, 2610] },
  { id: 'south', label: 'South', data: [1420, 1690, 1880, 2240] },
  { id: 'east', label: 'East', data: [980, 1150, 1230, 1570] },
  { id: 'west', label: 'West', data: [1260, 1310, 1190, 1720] },
];

export const units = (value: number | null) =>
  value === null ? '' : `${value.toLocaleString('en-US')} units`;
