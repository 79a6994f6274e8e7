import { AxeBuilder } from '@axe-core/playwright';

/** The rule sets every axe check of the browser tests runs: WCAG 2.1 A and AA, and best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page (or only inside `include`, a CSS selector) and returns its violations as
 * lines naming the rule, the colour scheme and the first few elements, for `assert.deepEqual(…, [])`.
 */
export async function axeViolations(page, { colorScheme, include, elements = 5 } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${colorScheme ?? 'light'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, elements)
        .join(', ')}`,
  );
}
