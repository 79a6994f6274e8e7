/** Air temperature in a greenhouse, one reading per hour from 1 to 3 June 2025, in °C. */
export const readingTimes: Date[] = Array.from(
  { length: 72 },
  (_, hour) => new Date(2025, 5, 1, hour),
);

export const temperatures: number[] = readingTimes.map((time, index) => {
  // Warm afternoons, cool nights, and a slightly warmer day each day.
  const hourOfDay = time.getHours();
  const daily = Math.cos(((hourOfDay - 15) / 24) * 2 * Math.PI);
  return Math.round((21 + Math.floor(index / 24) * 0.8 + daily * 6.5) * 10) / 10;
});
