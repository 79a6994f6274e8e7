import dayjs, { type Dayjs } from 'dayjs';

/**
 * The demos pretend today is Wednesday, May 14, 2025, so that their shortcuts give the same
 * dates for every reader. In your app, start from `dayjs()`.
 */
export const today = dayjs('2025-05-14');

/** The museum is closed on Mondays. */
export const isClosed = (date: Dayjs) => date.day() === 1;
