import { seededRandom } from './seeded-random';

// Electricity demand of a regional grid for one week of March 2025, hour by hour, in
// megawatts: low at night, two peaks a day, quieter at the weekend.
const random = seededRandom(7);
const HOUR = 60 * 60 * 1000;
const FIRST_HOUR = Date.UTC(2025, 2, 3); // Monday 3 March 2025, 00:00 UTC

export const hoursOfWeek: Date[] = [];
export const demand: number[] = [];

for (let index = 0; index < 7 * 24; index += 1) {
  const hour = index % 24;
  const weekend = index >= 5 * 24;
  const daily =
    2600 +
    900 * Math.exp(-((hour - 8.5) ** 2) / 6) +
    1200 * Math.exp(-((hour - 19) ** 2) / 5) -
    (hour < 6 ? 500 : 0);
  hoursOfWeek.push(new Date(FIRST_HOUR + index * HOUR));
  demand.push(Math.round(daily * (weekend ? 0.82 : 1) + (random() - 0.5) * 160));
}

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "Mon 08:00", read in UTC like the data. */
export function formatHour(date: Date) {
  return hourFormat.format(date);
}
