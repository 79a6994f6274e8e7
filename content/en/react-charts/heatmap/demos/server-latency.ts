import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const regions = [
  'us-east',
  'us-west',
  'eu-west',
  'eu-central',
  'ap-south',
  'ap-east',
];
export const hourLabels = Array.from(
  { length: 12 },
  (_, index) => `${String(index * 2).padStart(2, '0')}:00`,
);

// A small linear congruential generator: the same seed gives the same numbers on the
// server and in the browser.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const random = seeded(20250417);
// Per region: the quiet-hours latency, and the two-hour slot (UTC) of its local afternoon
// peak.
const profiles = [
  { baseline: 120, peakSlot: 9 },
  { baseline: 135, peakSlot: 11 },
  { baseline: 110, peakSlot: 7 },
  { baseline: 105, peakSlot: 7 },
  { baseline: 180, peakSlot: 4 },
  { baseline: 160, peakSlot: 3 },
];

/** 95th percentile response time in milliseconds: `[slotIndex, regionIndex, ms]`. */
export const latencyCells: HeatmapValueType[] = profiles.flatMap(
  ({ baseline, peakSlot }, region) =>
    hourLabels.map((_, slot): HeatmapValueType => {
      const distance = Math.min(
        Math.abs(slot - peakSlot),
        12 - Math.abs(slot - peakSlot),
      );
      const load = Math.max(0, 4 - distance) * 45;
      return [slot, region, Math.round(baseline + load + random() * 40)];
    }),
);

/** The service level objective the demos compare against. */
export const latencyTarget = 250;
