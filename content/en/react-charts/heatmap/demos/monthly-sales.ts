import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const salesRegions = [
  'North America',
  'South America',
  'Western Europe',
  'Eastern Europe',
  'Middle East and Africa',
  'Asia Pacific',
];

// First day of each month of 2024.
export const salesMonths = Array.from(
  { length: 12 },
  (_, month) => new Date(2024, month, 1),
);

// Monthly sales in thousands of US dollars.
const sales = [
  [410, 385, 442, 460, 478, 495, 470, 455, 502, 530, 610, 720],
  [92, 88, 95, 101, 99, 104, 110, 108, 112, 118, 131, 150],
  [350, 332, 360, 371, 384, 390, 352, 318, 398, 412, 468, 560],
  [118, 110, 121, 127, 133, 139, 135, 130, 142, 148, 165, 190],
  [64, 61, 70, 74, 69, 66, 71, 75, 80, 84, 92, 101],
  [298, 340, 312, 325, 339, 352, 360, 371, 380, 395, 430, 452],
];

/** `[monthIndex, regionIndex, thousandsOfDollars]`. */
export const salesCells: HeatmapValueType[] = sales.flatMap((row, region) =>
  row.map((amount, month): HeatmapValueType => [month, region, amount]),
);
