import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const aisles = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2'];
export const shifts = ['Early', 'Day', 'Late'];

// Order lines picked per aisle and shift on one day at a warehouse.
const picks = [
  [212, 388, 154],
  [96, 174, 81],
  [305, 512, 266],
  [48, 90, 37],
  [157, 281, 140],
  [22, 41, 19],
  [133, 245, 118],
  [71, 126, 64],
];

/** `[aisleIndex, shiftIndex, picks]`. */
export const pickCells: HeatmapValueType[] = picks.flatMap((row, aisle) =>
  row.map((count, shift): HeatmapValueType => [aisle, shift, count]),
);
