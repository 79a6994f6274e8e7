import { seededRandom } from './seeded-random';

// Orders shipped by a warehouse each day over 13 weeks (91 days from 1 January 2025):
// busier on Mondays, quiet on Sundays, and a seeded wobble.
const random = seededRandom(91);
const weekdayLoad = [0.35, 1.3, 1.1, 1.05, 1, 1.15, 0.6]; // Sunday first, as getUTCDay()
const DAY = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2025, 0, 1);

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export const orderDays: string[] = [];
export const ordersShipped: number[] = [];

for (let index = 0; index < 91; index += 1) {
  const date = new Date(FIRST_DAY + index * DAY);
  const trend = 420 + index * 2.5;
  orderDays.push(dayLabel.format(date));
  ordersShipped.push(
    Math.round(
      trend * (weekdayLoad[date.getUTCDay()] ?? 1) * (0.9 + random() * 0.2),
    ),
  );
}
