/** Spots left in the evening strength class, by date (May 2025). No class on other days. */
export const spotsLeftByDate: Readonly<Record<string, number>> = {
  '2025-05-05': 4,
  '2025-05-07': 0,
  '2025-05-09': 11,
  '2025-05-12': 2,
  '2025-05-14': 7,
  '2025-05-16': 0,
  '2025-05-19': 9,
  '2025-05-21': 1,
  '2025-05-23': 12,
  '2025-05-26': 5,
  '2025-05-28': 3,
  '2025-05-30': 10,
};

/** The class runs on Mondays, Wednesdays and Fridays (day() of Day.js: 1, 3 and 5). */
export const CLASS_WEEKDAYS: readonly number[] = [1, 3, 5];
