import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
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
        assert.deepEqual(await axeViolations(page, { colorScheme }), []);
        await page.context().close();
      }
    });
  }
});
