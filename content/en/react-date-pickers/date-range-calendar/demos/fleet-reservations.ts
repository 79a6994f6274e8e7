import dayjs, { type Dayjs } from 'dayjs';

/** Days on which the only convertible of the branch is already hired out. */
export const reservedDays: readonly Dayjs[] = [
  '2025-06-05',
  '2025-06-06',
  '2025-06-07',
  '2025-06-14',
  '2025-06-20',
  '2025-06-21',
].map((day) => dayjs(day));

export function isReserved(day: Dayjs): boolean {
  return reservedDays.some((reserved) => reserved.isSame(day, 'day'));
}
