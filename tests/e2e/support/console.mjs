/**
 * Messages that are expected and documented: without a license key (none is set for the tests)
 * MUI X Pro and Premium components log this, and show their watermark, by design.
 */
const EXPECTED = [/MUI X: Missing license key/];

/**
 * Collects what a reader's console would show: errors, warnings and uncaught exceptions.
 * Requests the test itself blocks are not counted.
 */
export function watchConsole(page, { ignore = [] } = {}) {
  const problems = [];
  const keep = (text) => ![...EXPECTED, ...ignore].some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && keep(message.text())) {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => {
    if (keep(error.message)) problems.push(`uncaught: ${error.message}`);
  });
  return problems;
}
