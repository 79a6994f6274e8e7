/** Response times of an API server over one day, in milliseconds, measured every two hours. */
export const hours = [
  '00:00',
  '02:00',
  '04:00',
  '06:00',
  '08:00',
  '10:00',
  '12:00',
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
];

export const p50 = [42, 39, 38, 41, 58, 71, 76, 73, 69, 64, 55, 47];
export const p95 = [96, 88, 85, 94, 142, 181, 203, 190, 176, 158, 131, 108];
export const p99 = [160, 148, 139, 155, 262, 318, 355, 331, 297, 270, 221, 182];

export const ms = (value: number | null) => (value === null ? '' : `${value} ms`);
