import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { gotoHydrated, newPage } from '../support/context.mjs';

/** One page of each kind the site builds. */
const PAGES = [
  '/x/introduction/installation/',
  '/zh/x/introduction/support/', // a translated page (content/zh/)
  '/x/react-date-pickers/quickstart/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/data-grid/',
  '/x/api/charts/',
  '/x/no-such-page/',
  '/playground/',
];

describe('accessibility', () => {
  for (const path of PAGES) {
    it(`axe finds no violation on ${path}`, async () => {
      for (const colorScheme of ['light', 'dark']) {
        const page = await newPage({ colorScheme });
        await gotoHydrated(page, path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map(
          (v) =>
            `${v.id} (${colorScheme}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
        assert.deepEqual(violations, []);
        await page.context().close();
      }
    });
  }
});
