/** Response times of a web API over one day, in milliseconds, one value per hour. */
export const hours = Array.from({ length: 24 }, (_, hour) => hour);

export const p50 = [
  42, 40, 39, 38, 38, 40, 46, 58, 71, 76, 78, 80, 83, 81, 79, 77, 75, 73, 70, 64, 57,
  51, 47, 44,
];
export const p95 = [
  118, 112, 108, 104, 106, 115, 139, 182, 231, 248, 255, 262, 274, 266, 259, 250,
  244, 236, 225, 199, 171, 149, 134, 124,
];
export const p99 = [
  210, 198, 190, 186, 193, 214, 268, 356, 462, 498, 517, 530, 561, 540, 522, 506,
  488, 471, 449, 392, 331, 282, 249, 228,
];

export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const formatMs = (value: number | null) =>
  value === null ? '' : `${value} ms`;
