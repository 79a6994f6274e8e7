/**
 * Fails when a built page's first-load JavaScript (gzip, counted as `npm run bench` counts it)
 * exceeds the budget of its kind: prose and API pages 95 KiB, pages with demos 150 KiB
 * (scripts/lib/js-budgets.mjs says how a page's kind is known). Lists every page over budget.
 *
 *   npm run check:budgets            checks public/
 *   node scripts/check-budgets.mjs DIR  checks another built site
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkJsBudgets } from './lib/js-budgets.mjs';

const publicDir = path.resolve(process.argv[2] ?? 'public');
if (!fs.existsSync(path.join(publicDir, 'webpack.stats.json'))) {
  console.error(`No built site at ${publicDir}. Run \`npm run build\` first.`);
  process.exit(2);
}
const { ok, report } = checkJsBudgets(publicDir);
if (ok) {
  console.log(report);
} else {
  console.error(report);
  process.exit(1);
}
