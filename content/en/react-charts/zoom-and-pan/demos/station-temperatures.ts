import { seededRandom } from './seeded-random';

// Daily highs and lows of a weather station in 2024, in °C: a seasonal curve plus a
// seeded day-to-day wobble. Dates are UTC midnights, so every time zone sees the same days.
const DAY = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const random = seededRandom(2024);

export const days: Date[] = [];
export const highs: number[] = [];
export const lows: number[] = [];

let drift = 0;
for (let index = 0; index < 366; index += 1) {
  const season = Math.sin(((index - 105) / 366) * 2 * Math.PI);
  drift = drift * 0.7 + (random() - 0.5) * 4;
  const high = 15 + 11 * season + drift;
  days.push(new Date(FIRST_DAY + index * DAY));
  highs.push(Math.round(high * 10) / 10);
  lows.push(Math.round((high - 7 - random() * 3) * 10) / 10);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Apr 2024", read in UTC like the data. */
export function formatDay(date: Date) {
  return dateFormat.format(date);
}

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * Labels for the ticks of a UTC time axis: the month name on the first of a month,
 * the day and month otherwise ("8 Apr"), so the labels stay short at every zoom level.
 */
export function formatTick(date: Date) {
  return date.getUTCDate() === 1
    ? monthFormat.format(date)
    : dayMonthFormat.format(date);
}
