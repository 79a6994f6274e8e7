import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const DEBUG_PORT = 9333;

/**
 * Lighthouse's default mobile profile (simulated throttling) against pages of a running server,
 * in Debian's Chromium. Each page is measured `runs` times; the median performance run is kept.
 */
export async function lighthouseMedians(origin, paths, runs = 3) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    headless: true,
  });
  const results = {};
  try {
    for (const urlPath of paths) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(`${origin}${urlPath}`, {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      samples.sort((a, b) => a.performance - b.performance);
      results[urlPath] = {
        ...samples[Math.floor(samples.length / 2)],
        runs: samples.map((sample) => sample.performance),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
