/**
 * Collects what a reader's console would show: errors, warnings and uncaught exceptions.
 * Requests the test itself blocks are not counted.
 */
export function watchConsole(page, { ignore = [] } = {}) {
  const problems = [];
  const keep = (text) => !ignore.some((pattern) => pattern.test(text));
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
