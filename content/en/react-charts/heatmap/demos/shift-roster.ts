import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const staff = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya'];
export const rosterDays = [
  'Mon 14',
  'Tue 15',
  'Wed 16',
  'Thu 17',
  'Fri 18',
  'Sat 19',
  'Sun 20',
];

/** The shift codes stored in the cells, and what each one means. */
export const shiftNames = ['Off', 'Early', 'Late', 'Night'];

// One row per person: the shift code for each day of the week.
const rota = [
  [1, 1, 2, 2, 0, 0, 3],
  [2, 2, 0, 1, 1, 1, 0],
  [3, 3, 3, 0, 0, 2, 2],
  [0, 1, 1, 3, 3, 3, 0],
  [1, 0, 2, 2, 2, 0, 1],
  [2, 3, 0, 1, 1, 2, 3],
];

/** `[dayIndex, personIndex, shiftCode]`. */
export const rosterCells: HeatmapValueType[] = rota.flatMap((shifts, person) =>
  shifts.map((code, day): HeatmapValueType => [day, person, code]),
);
