import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// Tickets opened at a help desk in one week, by weekday and hour. Each value is the
// hour's usual load, scaled for the day, with a small fixed wobble so the cells vary.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const hours = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
];

const usualLoad = [18, 34, 46, 41, 30, 38, 44, 36, 27, 19, 12, 8];
const dayFactors = [1.25, 1.1, 1, 0.95, 0.85, 0.35, 0.25];

/** `[hourIndex, dayIndex, tickets]` for every cell of the grid. */
export const ticketCells: HeatmapValueType[] = dayFactors.flatMap((factor, day) =>
  usualLoad.map(
    (load, hour): HeatmapValueType => [
      hour,
      day,
      Math.max(0, Math.round(load * factor + ((day * 7 + hour * 3) % 5) - 2)),
    ],
  ),
);

export const busiestTickets = Math.max(...ticketCells.map((cell) => cell[2]));
