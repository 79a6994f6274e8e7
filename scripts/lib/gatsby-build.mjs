import { spawn } from 'node:child_process';
import path from 'node:path';

/** mini-css-extract-plugin's warning when chunks disagree on the order of the site's stylesheet. */
const CSS_ORDER_CONFLICT = 'Conflicting order';

/**
 * Runs `gatsby build` in `root`, passing its output through, and resolves to a list of problems:
 * a failed build, or a "Conflicting order" warning — the single stylesheet would then be ordered
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
    const watch = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        conflicts += chunk.toString().split(CSS_ORDER_CONFLICT).length - 1;
      });
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (code) => {
      const problems = [];
      if (code !== 0) problems.push(`gatsby build exited with ${code}.`);
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
