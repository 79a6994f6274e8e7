import dayjs from 'dayjs';

/** The dates of the spring bouldering course: every Tuesday and Thursday in April 2025. */
export const courseDates = [
  '2025-04-01',
  '2025-04-03',
  '2025-04-08',
  '2025-04-10',
  '2025-04-15',
  '2025-04-17',
  '2025-04-22',
  '2025-04-24',
  '2025-04-29',
].map((date) => dayjs(date));
