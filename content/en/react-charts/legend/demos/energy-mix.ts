/** Monthly electricity generation of a regional grid, in gigawatt-hours, by source. */
export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export const generation = {
  solar: [38, 52, 81, 104, 128, 139, 146, 131, 97, 66, 41, 31],
  wind: [212, 188, 176, 141, 118, 96, 88, 94, 127, 168, 201, 224],
  hydro: [96, 92, 104, 121, 133, 118, 97, 82, 78, 86, 94, 99],
  gas: [174, 161, 139, 112, 94, 101, 117, 121, 109, 128, 158, 181],
};

export const gwh = (value: number | null) => (value === null ? '' : `${value} GWh`);
