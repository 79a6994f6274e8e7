/** Monthly climate normals of a Mediterranean port city. */
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

/** Rainfall, in millimetres. */
export const rainfall = [58, 47, 41, 48, 32, 11, 4, 6, 29, 76, 90, 72];

/** Mean temperature, in °C. */
export const temperature = [
  10.9, 11.8, 13.6, 15.4, 18.6, 22.4, 25.1, 25.3, 22.6, 19.0, 14.6, 11.8,
];
