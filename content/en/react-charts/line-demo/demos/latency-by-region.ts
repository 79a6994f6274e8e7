import { createRandom } from './seeded-random';

/** Median API latency of three regions every 15 minutes over six hours, in milliseconds. */
export const minutes = Array.from({ length: 25 }, (_, index) => index * 15);

function latencySeries(seed: number, base: number, incidentAt: number | null) {
  const random = createRandom(seed);
  return minutes.map((minute) => {
    const incident =
      incidentAt !== null && Math.abs(minute - incidentAt) <= 30 ? 140 : 0;
    return Math.round(base + 12 * random() + incident);
  });
}

export const regions = [
  { id: 'eu-west', label: 'EU West', data: latencySeries(3, 48, null) },
  { id: 'us-east', label: 'US East', data: latencySeries(5, 61, 180) },
  { id: 'ap-south', label: 'AP South', data: latencySeries(9, 92, null) },
];

export const clockTime = (minute: number) =>
  `${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
