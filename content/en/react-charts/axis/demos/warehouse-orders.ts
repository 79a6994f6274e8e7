/**
 * Orders shipped each day by a warehouse over four weeks of March 2025. The values come from
 * a seeded generator, so every render (server and browser) produces the same ones.
 */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(20250303);
const weekdayLoad = [0.35, 1, 0.94, 0.97, 1.03, 1.18, 0.66]; // Sunday first

export const days: Date[] = Array.from(
  { length: 28 },
  (_, index) => new Date(2025, 2, 3 + index),
);

export const orders: number[] = days.map((day, index) => {
  const trend = 1150 + index * 9;
  const noise = 0.9 + random() * 0.2;
  return Math.round(trend * (weekdayLoad[day.getDay()] ?? 1) * noise);
});
