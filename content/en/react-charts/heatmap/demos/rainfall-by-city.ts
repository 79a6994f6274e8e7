import type { HeatmapValueType } from '@mui/x-charts-pro/models';

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

// Average monthly rainfall in millimetres, rounded.
const rainfall: [city: string, millimetres: number[]][] = [
  ['Bergen', [190, 150, 170, 110, 105, 125, 140, 190, 240, 250, 250, 230]],
  ['Mumbai', [1, 1, 0, 1, 15, 520, 840, 560, 340, 90, 15, 5]],
  ['Singapore', [240, 110, 170, 160, 160, 135, 150, 150, 140, 165, 255, 290]],
  ['Sydney', [95, 115, 125, 105, 95, 125, 75, 75, 60, 75, 80, 75]],
  ['Cairo', [5, 4, 3, 1, 1, 0, 0, 0, 0, 1, 3, 5]],
  ['Vancouver', [170, 105, 110, 85, 65, 55, 35, 35, 50, 115, 180, 160]],
];

export const cities = rainfall.map(([city]) => city);

/** `[monthIndex, cityIndex, millimetres]`. */
export const rainfallCells: HeatmapValueType[] = rainfall.flatMap(
  ([, millimetres], city) =>
    millimetres.map((mm, month): HeatmapValueType => [month, city, mm]),
);
