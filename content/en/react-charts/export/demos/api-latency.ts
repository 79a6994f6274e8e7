// Response time of an API over one day, every 30 minutes, in milliseconds: median,
// 95th and 99th percentiles. Literal values, measured on a fictional service.
export const halfHours = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

const base = [
  42, 41, 40, 40, 39, 39, 39, 40, 41, 42, 44, 47, 52, 58, 63, 66, 68, 70, 71, 70, 69,
  68, 69, 71, 73, 72, 70, 69, 68, 68, 69, 71, 74, 77, 79, 78, 74, 69, 63, 58, 54, 51,
  49, 47, 45, 44, 43, 42,
];

export const p50 = base;
export const p95 = base.map((value, index) =>
  Math.round(value * (2.1 + (index % 5) * 0.06)),
);
export const p99 = p95.map((value, index) =>
  Math.round(value * (1.6 + (index % 7) * 0.05)),
);
