/**
 * The phases of a `gatsby build`, read from its log (Gatsby prints `success <activity> - 1.234s`
 * for each), grouped as the scaling benchmark reports them.
 */
export const PHASES = {
  bootstrap: [
    'compile gatsby files',
    'load gatsby config',
    'load plugins',
    'onPreInit',
    'initialize cache',
    'copy gatsby files',
    'Compiling Gatsby Functions',
    'onPreBootstrap',
    'createSchemaCustomization',
    'building schema',
    'onPostBootstrap',
  ],
  sourcing: ['source and transform nodes'],
  'creating pages': ['createPages', 'createPagesStatefully', 'Checking for changed pages', 'update schema'],
  'query extraction': ['extract queries from components', 'write out redirect data', 'write out requires'],
  'webpack (browser)': ['Building production JavaScript and CSS bundles'],
  'HTML renderer bundle': ['Building HTML renderer'],
  'page queries': ['run page queries', 'run static queries', 'Merge worker state', 'Rewriting compilation hashes'],
  'HTML rendering': ['Building static HTML for pages'],
  'post-build': ['onPostBuild'],
};

const SUCCESS = /success (.+?) - ([\d.]+)s/;
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Seconds per phase (and `other` for activities not grouped above) from a build's output. */
export function buildPhases(output) {
  // Gatsby redraws its progress lines with escape sequences; keep the final text of each line.
  const clean = output.replace(ANSI_ESCAPE, '\n');
  const seconds = Object.fromEntries(Object.keys(PHASES).map((phase) => [phase, 0]));
  seconds.other = 0;
  for (const line of clean.split('\n')) {
    const match = SUCCESS.exec(line);
    if (!match) continue;
    const [, activity, value] = match;
    const phase = Object.keys(PHASES).find((name) => PHASES[name].some((prefix) => activity.startsWith(prefix)));
    seconds[phase ?? 'other'] += Number(value);
  }
  const api = /API reference: .* in (\d+) ms\./.exec(clean);
  seconds['API extraction (in sourcing)'] = api ? Number(api[1]) / 1000 : 0;
  return seconds;
}
