/**
 * `gatsby build` with the site's outside services pointed at the loopback fakes the browser
 * tests run (tests/e2e/support/endpoints.mjs). Everything else is the production build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_BUILD_ENV } from '../tests/e2e/support/endpoints.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const child = spawn(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...TEST_BUILD_ENV },
});
child.on('exit', (code) => process.exit(code ?? 1));
