import type { Dayjs } from 'dayjs';

/** How long the fake server takes to answer, in milliseconds. */
const LATENCY = 700;

/**
 * Stands in for a request to your API: resolves with the saved value after a short delay.
 * It runs in the browser, so the demo works without a network.
 */
export function saveSampleDate(value: Dayjs | null): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value ? value.format('YYYY-MM-DD') : 'empty'), LATENCY);
  });
}
