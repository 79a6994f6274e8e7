/** p95 response time of a checkout service, per hour of one day, in milliseconds. */
export const hours = Array.from({ length: 24 }, (_, hour) => hour);

export const p95 = [
  132, 124, 119, 117, 118, 126, 158, 214, 289, 341, 362, 355, 388, 372, 349, 331,
  326, 352, 318, 271, 226, 191, 162, 144,
];

export const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
