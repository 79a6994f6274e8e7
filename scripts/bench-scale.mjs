/**
 * How the build scales with the content: builds a copy of the site at 1×, 2.5× and 5× today's
 * guide content (synthetic pages made from the real ones, scripts/lib/synthetic-content.mjs) and
 * measures, for each size, a cold build, a warm build with one MDX file changed, the peak memory
 * of the whole process group, and the time of each phase. The copies live in a temporary folder;
 * nothing is written to content/.
 *
 *   npm run bench:scale                       1×, 2.5× and 5×
 *   npm run bench:scale -- --scales=1,5       other sizes
 *
 * Prints a table, writes .bench/scale-results.json, and docs/benchmarks/build-scaling.{md,svg}.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPhases } from './lib/build-phases.mjs';
import { groupResidentBytes, spawnGroup } from './lib/process-group.mjs';
import { scalingChart } from './lib/scaling-chart.mjs';
import {
  planSyntheticPages,
  readContent,
  syntheticPageCount,
  writeSyntheticContent,
} from './lib/synthetic-content.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const scalesArgument = process.argv.find((argument) => argument.startsWith('--scales='));
const SCALES = scalesArgument ? scalesArgument.slice('--scales='.length).split(',').map(Number) : [1, 2.5, 5];
const WORK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
const COPY_EXCLUDES = ['node_modules', '.cache', 'public', '.git', '.bench', 'tests/e2e/artifacts'];

/** A copy of the site (without installs and outputs) sharing this checkout's node_modules. */
function copySite(target) {
  const excluded = new Set(COPY_EXCLUDES.map((entry) => path.join(ROOT, entry)));
  fs.cpSync(ROOT, target, { recursive: true, filter: (source) => !excluded.has(source) });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'));
}

/** Runs `gatsby <args>` in `siteDir`, sampling the resident memory of its whole process group. */
function timedGatsby(siteDir, args, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let output = '';
    const child = spawnGroup(process.execPath, [path.join(siteDir, 'node_modules/gatsby/cli.js'), ...args], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...extraEnv },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, groupResidentBytes(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0)
        reject(new Error(`gatsby ${args.join(' ')} in ${siteDir} exited with ${code}:\n${output.slice(-3000)}`));
      else resolve({ seconds, peakBytes: peak, output });
    });
  });
}

/** Sum of the MDX compile times logged by the timing loader, in seconds. */
function mdxSeconds(log) {
  if (!fs.existsSync(log)) return 0;
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + JSON.parse(line).milliseconds / 1000, 0);
}

function countBuilt(siteDir) {
  let pages = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['page-data', 'static', '_gatsby', 'demo-code'].includes(entry.name))
        walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') pages += 1;
    }
  };
  walk(path.join(siteDir, 'public'));
  return pages;
}

async function measure(scale) {
  const siteDir = path.join(WORK_DIR, `scale-${scale}`);
  copySite(siteDir);
  const { sources, demos } = readContent(path.join(siteDir, 'content'));
  const pages = planSyntheticPages(syntheticPageCount(scale), sources, demos);
  writeSyntheticContent(siteDir, pages);
  const guidePages = sources.length + pages.length;
  const demoCount = demos.length + pages.length * (pages[0]?.demos.length ?? 0);
  console.log(`\n${scale}×: ${guidePages} guide pages, ${demoCount} demos — cold build…`);

  const mdxLog = path.join(siteDir, 'mdx-times.jsonl');
  await timedGatsby(siteDir, ['clean']);
  const cold = await timedGatsby(siteDir, ['build'], { DOCS_PROFILE_MDX_LOG: mdxLog });
  const coldMdx = mdxSeconds(mdxLog);
  const builtPages = countBuilt(siteDir);

  // One MDX file changed, as an author saving a page.
  const changed = path.join(siteDir, 'content/en', pages[0]?.contentPath ?? 'introduction/installation', 'index.mdx');
  fs.appendFileSync(changed, '\nOne more sentence, written to measure a warm build.\n');
  fs.rmSync(mdxLog, { force: true });
  console.log(`${scale}×: warm build with one MDX file changed…`);
  const warm = await timedGatsby(siteDir, ['build'], { DOCS_PROFILE_MDX_LOG: mdxLog });

  fs.rmSync(siteDir, { recursive: true, force: true });
  const summarize = (build, mdx) => ({
    seconds: build.seconds,
    peakGiB: build.peakBytes / 1024 ** 3,
    phases: { ...buildPhases(build.output), 'MDX compilation (in webpack)': mdx },
  });
  return {
    scale,
    guidePages,
    demos: demoCount,
    builtPages,
    cold: summarize(cold, coldMdx),
    warm: summarize(warm, mdxSeconds(mdxLog)),
  };
}

const results = [];
try {
  for (const scale of SCALES) results.push(await measure(scale));
} catch (error) {
  console.error(error.message);
  process.exit(1);
} finally {
  fs.rmSync(WORK_DIR, { recursive: true, force: true, maxRetries: 5, retryDelay: 1000 });
}

const fixed = (value, digits = 1) => value.toFixed(digits);
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${fixed(os.totalmem() / 1024 ** 3, 0)} GiB, Node ${process.version}.`,
  '',
  '| content | guide pages | demos | built pages | cold build | cold peak memory | warm build (one MDX changed) | warm peak memory |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.scale}× | ${r.guidePages} | ${r.demos} | ${r.builtPages} | ${fixed(r.cold.seconds)} s | ${fixed(r.cold.peakGiB, 2)} GiB | ${fixed(r.warm.seconds)} s | ${fixed(r.warm.peakGiB, 2)} GiB |`,
  ),
  '',
  'Cold build phases (seconds):',
  '',
  `| phase | ${results.map((r) => `${r.scale}×`).join(' | ')} |`,
  `| --- | ${results.map(() => '---').join(' | ')} |`,
  ...Object.keys(results[0]?.cold.phases ?? {}).map(
    (phase) => `| ${phase} | ${results.map((r) => fixed(r.cold.phases[phase])).join(' | ')} |`,
  ),
];
console.log(`\n${lines.join('\n')}`);

fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, '.bench/scale-results.json'), `${JSON.stringify(results, null, 2)}\n`);
fs.mkdirSync(path.join(ROOT, 'docs/benchmarks'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'docs/benchmarks/build-scaling.md'),
  `# How the build scales\n\nWritten by \`npm run bench:scale\`: synthetic guide pages (made from today's pages and demos) added\nto a copy of the site, built cold and then warm with one MDX file changed.\n\n![Build time against guide pages](build-scaling.svg)\n\n${lines.join('\n')}\n`,
);
fs.writeFileSync(path.join(ROOT, 'docs/benchmarks/build-scaling.svg'), scalingChart(results));
