/**
 * Validates the built HTML of one page of each kind (scripts/lib/page-kinds.mjs), a page full of
 * demos and a translated Chinese one, with html-validate's recommended rules as configured in
 * .htmlvalidate.json. Exit code 1 lists every problem as file, rule and message.
 *
 * The configuration turns off what only restates how React writes attributes (decision 0026,
 * where each rule is named): `charSet` and other camel-cased names (attr-case), `checked=""` and
 * `hidden=""` (attribute-boolean-style, attribute-empty-style), `<meta/>` (void-style), `style`
 * attributes from style props, which Material UI X sets for sizes (no-inline-style), and ids from
 * `useId()` such as `:R1:`, valid HTML but not the letters-first form valid-id asks for by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { PUBLIC_DIR as BUILT_SITE } from './lib/built-site.mjs';
import { ROOT } from './lib/gatsby-serve.mjs';
import { PAGE_KINDS } from './lib/page-kinds.mjs';

const PUBLIC_DIR = path.resolve(process.argv[2] ?? BUILT_SITE);
// The repository's configuration, whichever directory the pages are in.
const CONFIG = JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8'));
const PAGES = [...Object.values(PAGE_KINDS), '/x/react-charts/', '/zh/x/react-charts/'];

const fileOf = (urlPath) => path.join(PUBLIC_DIR, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);

const missing = PAGES.map(fileOf).filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` (or \`npm run build:test\`) first.`);
  process.exit(1);
}

const validator = new HtmlValidate(CONFIG);
const problems = [];
for (const urlPath of PAGES) {
  const file = fileOf(urlPath);
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    for (const message of result.messages) {
      problems.push(
        `${path.relative(process.cwd(), file)}:${message.line}:${message.column}  ${message.ruleId}  ${message.message}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} HTML problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Valid HTML: ${PAGES.length} pages (${PAGES.join(', ')}).`);
