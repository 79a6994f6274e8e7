import { readSessionFlag, writeSessionFlag } from '../../lib/storage';
import { webVitalParams } from './analytics-payloads';
import { sendEvent } from './gtag';

const SAMPLED_KEY = 'docs-web-vitals-sampled';

/**
 * Reports Core Web Vitals for a sample of sessions: the draw happens once per session, after
 * the page has loaded, and only sampled sessions download the web-vitals library.
 */
export function startWebVitals(sampleRate: number, random: () => number = Math.random): void {
  let sampled = readSessionFlag(SAMPLED_KEY);
  if (sampled === null) {
    sampled = random() < sampleRate;
    writeSessionFlag(SAMPLED_KEY, sampled);
  }
  if (!sampled) return;
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const report = (metric: { name: string; value: number; delta: number; id: string }) =>
      sendEvent(metric.name, webVitalParams(metric));
    onCLS(report);
    onFCP(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
  });
}
