import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const releases = ['4.0', '4.1', '4.2', '4.3', '4.4', '4.5', '4.6', '4.7'];
export const stars = ['1 ★', '2 ★', '3 ★', '4 ★', '5 ★'];

// Share of each release's store ratings, in percent, from one star to five. Release 4.3
// shipped a crash on start-up; 4.4 fixed it.
const shares = [
  [6, 5, 12, 31, 46],
  [5, 4, 11, 32, 48],
  [4, 4, 10, 30, 52],
  [29, 12, 14, 20, 25],
  [9, 6, 13, 29, 43],
  [5, 4, 10, 30, 51],
  [4, 3, 9, 28, 56],
  [3, 3, 8, 27, 59],
];

/** `[releaseIndex, starIndex, percent]`. */
export const ratingCells: HeatmapValueType[] = shares.flatMap((row, release) =>
  row.map((percent, star): HeatmapValueType => [release, star, percent]),
);
