import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage } from '../support/context.mjs';

/** The toggle that opens and closes a demo's code (its label depends on whether a preview exists). */
function codeToggle(page, name) {
  return page.locator(`[role="toolbar"] [aria-controls="demo-code-${name}"]`);
}

/**
 * Waits until the demo is live and its top edge is inside the viewport, then a moment longer (for
 * any late shift around it), and checks it is still there.
 */
async function assertLiveInView(page, name) {
  const inView = (demoName) => {
    const demo = document.querySelector(`[data-demo="${demoName}"]`);
    if (!demo?.querySelector('[data-live="true"]')) return false;
    const { top } = demo.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight * 0.75;
  };
  await page.waitForFunction(inView, name, { timeout: 20_000 });
  await page.waitForTimeout(1500);
  assert.ok(await page.evaluate(inView, name), `${name} is still at the top of the viewport once the page settled`);
}

describe('links to demos', () => {
  it('opens a linked demo’s code and keeps the demo in view while the demos above it come to life', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    // The last of ten demos: every one above it can change height as it goes live.
    await gotoHydrated(page, '/x/react-data-grid/filtering/#StockFilterSummaryToolbar');
    await codeToggle(page, 'StockFilterSummaryToolbar').and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.locator('#demo-code-StockFilterSummaryToolbar pre').first().waitFor();
    await assertLiveInView(page, 'StockFilterSummaryToolbar');
    // The container carries the demo's name as its id, the target of the link.
    assert.equal(
      await page.locator('[data-demo="StockFilterSummaryToolbar"]').getAttribute('id'),
      'StockFilterSummaryToolbar',
    );
    await page.context().close();
  });

  it('shows the JavaScript of a demo linked with .js', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/filtering/#LibraryLoansPanelProps.js');
    const code = page.locator('#demo-code-LibraryLoansPanelProps pre.code-variant-js');
    await code.waitFor();
    assert.match(await code.innerText(), /export default function LibraryLoansPanelProps/);
    assert.equal(await page.locator('#demo-code-LibraryLoansPanelProps pre.code-variant-ts').count(), 0);
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: LibraryLoansPanelProps' });
    assert.equal(
      await toolbar.getByRole('button', { name: 'Show JavaScript source' }).getAttribute('aria-pressed'),
      'true',
    );
    await assertLiveInView(page, 'LibraryLoansPanelProps');
    await page.context().close();
  });

  it('selects the styling a css- link asks for, for that demo only', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-tree-view/#css-StyledTreeItems');
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: StyledTreeItems' });
    await page.waitForFunction(() => document.querySelector('[data-demo="StyledTreeItems"] select')?.value === 'css');
    assert.equal(await toolbar.getByRole('combobox', { name: 'Styling' }).inputValue(), 'css');
    // The full source of the CSS variant, which imports its stylesheet.
    await page.waitForFunction(() =>
      document.querySelector('#demo-code-StyledTreeItems pre')?.textContent?.includes('styled-tree-items.css'),
    );
    await assertLiveInView(page, 'StyledTreeItems');
    // A link's choice is not the reader's preference: nothing was stored.
    const cookies = await page.context().cookies();
    assert.equal(
      cookies.find((cookie) => cookie.name === 'codeStyling'),
      undefined,
    );
    await page.context().close();
  });

  it('follows a hash changed on the same page to another demo', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/filtering/#StockFilterSummaryToolbar');
    await assertLiveInView(page, 'StockFilterSummaryToolbar');
    assert.equal(await codeToggle(page, 'LibraryLoansPanelProps').getAttribute('aria-expanded'), 'false');
    await page.evaluate(() => {
      window.location.hash = 'LibraryLoansPanelProps.tsx';
    });
    await codeToggle(page, 'LibraryLoansPanelProps').and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.waitForFunction(() =>
      document
        .querySelector('#demo-code-LibraryLoansPanelProps pre.code-variant-ts')
        ?.textContent?.includes('export default function LibraryLoansPanelProps'),
    );
    await assertLiveInView(page, 'LibraryLoansPanelProps');
    await page.context().close();
  });
});

describe('code tabs', () => {
  /** The labels of the selected tabs of every code-tabs block of a kind, in page order. */
  const selectedTabs = (page, kind) =>
    page.locator(`[data-code-tabs="${kind}"] [role="tab"][aria-selected="true"]`).allInnerTexts();

  it('remembers the plan tab across the blocks of a page and a reload', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    assert.deepEqual(await selectedTabs(page, 'plan'), ['Community', 'Community']);
    const first = page.locator('[data-code-tabs="plan"]').first();
    await first.getByRole('tab', { name: 'Premium' }).click();
    assert.deepEqual(await selectedTabs(page, 'plan'), ['Premium', 'Premium']);
    const shown = first.locator('[role="tabpanel"][data-selected="true"]');
    // textContent and the computed style, not innerText: innerText reads the layout, which a tab that
    // is not in front may not have redone yet while other tests' pages run beside it.
    assert.match(await shown.textContent(), /@mui\/x-data-grid-premium/);
    // Waited for, not read once: the panel's style may be recomputed a frame after the tab changes.
    await page.waitForFunction(() => {
      const panel = document.querySelector('[data-code-tabs="plan"] [role="tabpanel"][data-selected="true"]');
      return panel !== null && getComputedStyle(panel).visibility === 'visible';
    });
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-code-tabs="plan"] [role="tab"][aria-selected="true"]')?.textContent === 'Premium',
    );
    assert.deepEqual(await selectedTabs(page, 'plan'), ['Premium', 'Premium']);
    await page.context().close();
  });

  it('carries the date library tab to the translated page, and keeps the block’s height when switching', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-date-pickers/quickstart/');
    const block = page.locator('[data-code-tabs="date-library"]');
    await block.scrollIntoViewIfNeeded();
    const before = await block.boundingBox();
    await block.getByRole('tab', { name: 'Luxon' }).click();
    const after = await block.boundingBox();
    assert.equal(Math.round(after?.height ?? 0), Math.round(before?.height ?? -1));
    assert.match(await block.locator('[role="tabpanel"][data-selected="true"]').textContent(), /AdapterLuxon/);
    await gotoHydrated(page, '/zh/x/react-date-pickers/quickstart/');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-code-tabs="date-library"] [role="tab"][aria-selected="true"]')?.textContent ===
        'Luxon',
    );
    await page.context().close();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-date-pickers/quickstart/');
    const block = page.locator('[data-code-tabs="date-library"]');
    await block.getByRole('tab', { name: 'Day.js' }).focus();
    await page.keyboard.press('ArrowRight');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    assert.equal(await focused(), 'date-fns');
    assert.deepEqual(await selectedTabs(page, 'date-library'), ['date-fns']);
    await page.keyboard.press('End');
    assert.equal(await focused(), 'Moment.js');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'Day.js');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await selectedTabs(page, 'date-library'), ['Moment.js']);
    await page.keyboard.press('Home');
    assert.deepEqual(await selectedTabs(page, 'date-library'), ['Day.js']);
    // One tab stop: the unselected tabs are out of the tab order.
    assert.deepEqual(
      await block.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((tab) => tab.tabIndex)),
      [0, -1, -1, -1],
    );
    await page.context().close();
  });

  it('copies the code of the shown tab', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const block = page.locator('[data-code-tabs="plan"]').first();
    await block.getByRole('tab', { name: 'Pro' }).click();
    const panel = block.locator('[role="tabpanel"][data-selected="true"]');
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      "import { DataGridPro } from '@mui/x-data-grid-pro';",
    );
    await page.context().close();
  });
});
