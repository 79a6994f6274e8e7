/**
 * Takes a screenshot of a page of a running site and prints any console errors, for looking at
 * a change the way a reader would: `node scripts/screenshot.mjs <url> <out.png> [width] [light|dark]`.
 */
import { launchBrowser } from './lib/chromium.mjs';

const [, , url, out, width = '1400', scheme = 'light'] = process.argv;
if (!url || !out) {
  console.error('Usage: node scripts/screenshot.mjs <url> <out.png> [width] [light|dark]');
  process.exit(2);
}
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
});
page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out });
console.log(problems.length > 0 ? problems.join('\n') : 'no console errors');
await browser.close();
