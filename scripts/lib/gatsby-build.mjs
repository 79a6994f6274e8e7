import { spawn } from 'node:child_process';
import path from 'node:path';

/** mini-css-extract-plugin's warning when chunks disagree on the order of the site's stylesheet. */
const CSS_ORDER_CONFLICT = 'Conflicting order';

/** Gatsby's last line after a whole build. */
const DONE = 'Done building in';

/**
 * Runs `gatsby build` in `root`, passing its output through, and resolves to a list of problems:
 * a failed build, a build that ended without finishing (Gatsby exits 0 when a lifecycle hook never
 * calls back and nothing else is left to do), or a "Conflicting order" warning — the single stylesheet would then be ordered
 * by chance rather than by the order every chunk agrees on (decision 0025).
 */
export function gatsbyBuild(root, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env,
    });
    let conflicts = 0;
    let done = false;
    let tail = '';
    const watch = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        const text = chunk.toString();
        conflicts += text.split(CSS_ORDER_CONFLICT).length - 1;
        // The line may arrive split between two chunks.
        done ||= (tail + text).includes(DONE);
        tail = text.slice(-DONE.length);
      });
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (code) => {
      const problems = [];
      if (code !== 0) problems.push(`gatsby build exited with ${code}.`);
      else if (!done) {
        problems.push(`gatsby build exited without "${DONE}": a step never finished (look for "not finished" above).`);
      }
      if (conflicts > 0) {
        problems.push(
          `gatsby build reported ${conflicts} CSS "${CSS_ORDER_CONFLICT}" warning(s): a page component imports a ` +
            'stylesheet before the frame (see docs/decisions/0025-one-css-order.md).',
        );
      }
      resolve(problems);
    });
  });
}
