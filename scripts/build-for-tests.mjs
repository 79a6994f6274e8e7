/**
 * The production build the browser tests run against, with the site's outside services pointed
 * at loopback fakes (scripts/lib/test-endpoints.mjs). Two builds are made:
 *
 * 1. build A: the introduction pages only (DOCS_PAGES), revision "e2e-build-a", copied to
 *    tests/e2e/artifacts/build-a — the "previous deploy" of the service-worker tests;
 * 2. build B: the whole site, revision "e2e-build-b", in public/ — what every suite tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gatsbyBuild } from './lib/gatsby-build.mjs';
import { TEST_BUILD_ENV } from './lib/test-endpoints.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
export const BUILD_A_DIR = path.join(root, 'tests/e2e/artifacts/build-a');

async function build(label, extraEnv) {
  console.log(`\n▶ Test build ${label}`);
  const problems = await gatsbyBuild(root, {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: '1',
    ...TEST_BUILD_ENV,
    ...extraEnv,
  });
  if (problems.length > 0) {
    console.error(`Test build ${label} failed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
}

await build('A (previous deploy)', { DOCS_PAGES: '/x/introduction', GATSBY_DOCS_REVISION: 'e2e-build-a' });
fs.rmSync(BUILD_A_DIR, { recursive: true, force: true });
fs.cpSync(path.join(root, 'public'), BUILD_A_DIR, { recursive: true });
await build('B (current)', { DOCS_PAGES: '', GATSBY_DOCS_REVISION: 'e2e-build-b' });
