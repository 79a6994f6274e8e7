import type { Dayjs } from 'dayjs';

/** How many appointments are booked on each day of a month, keyed by day of the month. */
export type BookedDays = Record<number, number>;

/** The clinic publishes its schedule up to the end of this month. */
const LAST_PUBLISHED_MONTH = '2025-09';
const LATENCY_MS = 600;

/**
 * The same month always gives the same bookings: the day numbers come from a small
 * Park-Miller generator seeded with the year and month.
 */
function bookingsFor(month: Dayjs): BookedDays {
  let seed = month.year() * 12 + month.month();
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const booked: BookedDays = {};
  for (let index = 0; index < 6; index += 1) {
    const day = 1 + Math.floor(next() * month.daysInMonth());
    booked[day] = 1 + Math.floor(next() * 4);
  }
  return booked;
}

/**
 * A fake request to the clinic's booking server, answered after a short delay. It rejects
 * months whose schedule is not published yet, and stops when the signal aborts.
 */
export function fetchBookedDays(
  month: Dayjs,
  signal: AbortSignal,
): Promise<BookedDays> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (month.format('YYYY-MM') > LAST_PUBLISHED_MONTH) {
        reject(
          new Error(
            `The schedule for ${month.format('MMMM YYYY')} is not published yet.`,
          ),
        );
      } else {
        resolve(bookingsFor(month));
      }
    }, LATENCY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
  });
}
