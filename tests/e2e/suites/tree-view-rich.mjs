/**
 * The Rich Tree View guide pages: one real interaction per kind of component they document
 * (RichTreeView, a TreeItem rebuilt from slots, RichTreeViewPro with lazy loading and with
 * reordering, a tree built on useTreeView with a custom plugin), each checked by its result.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { waitUntilLive } from '../support/demos.mjs';

const BASE = '/x/react-tree-view/rich-tree-view';

/**
 * Opens a guide page, waits until the named demo is live (its module loaded and mounted), and
 * returns its rendered preview (not the code below it, which holds the same strings).
 */
async function liveDemo(page, path, name) {
  await gotoHydrated(page, `${BASE}/${path}/`);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return page.locator(`#demo-preview-${name}`);
}

/**
 * The row (content element) of the item labelled exactly `label`. Not by role: an expanded
 * item's accessible name includes the labels of its children.
 */
function row(demo, label) {
  return demo.locator('.MuiTreeItem-content').filter({
    has: demo.page().locator('.MuiTreeItem-label').getByText(label, { exact: true }),
  });
}

describe('Rich Tree View guides', () => {
  it('reads item ids from another field with getItemId (RichTreeView)', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'items', 'CatalogueByCallNumber');
    await row(demo, 'Night Skies of the Southern Coast').click();
    await demo.getByText('Selected call number: 520 OKA').waitFor();
    assert.equal(
      await demo.getByRole('treeitem', { name: 'Night Skies of the Southern Coast' }).getAttribute('aria-selected'),
      'true',
    );
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('propagates a checkbox selection to descendants and parents', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, 'selection', 'LessonAssignment');
    const moduleTwo = demo.getByRole('treeitem', { name: /^Module 2/ });
    await moduleTwo.locator('.MuiTreeItem-checkbox input').first().check();
    // The module and its two lessons.
    await demo.getByText('Assigned: 3 items').waitFor();
    assert.equal(await demo.getByRole('treeitem', { name: 'Small multiples' }).getAttribute('aria-selected'), 'true');
    // Deselecting one lesson deselects its module.
    await demo.getByRole('treeitem', { name: 'Scales and axes' }).locator('.MuiTreeItem-checkbox input').uncheck();
    await demo.getByText('Assigned: 1 items').waitFor();
    assert.equal(await moduleTwo.getAttribute('aria-selected'), 'false');
    await page.context().close();
  });

  it('expands and collapses every item from controlled state', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, 'expansion', 'ExpandAllUnits');
    const lab = demo.getByRole('treeitem', { name: 'Lab: fix a sign-up form' });
    assert.equal(await lab.count(), 0);
    await demo.getByRole('button', { name: 'Expand all' }).click();
    await lab.waitFor();
    await demo.getByRole('button', { name: 'Collapse all' }).click();
    await lab.waitFor({ state: 'detached' });
    assert.equal(await demo.getByRole('treeitem', { name: /^Unit 2/ }).getAttribute('aria-expanded'), 'false');
    await page.context().close();
  });

  it('refuses an empty label and saves a valid one (label editing with validation)', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'editing', 'LabelValidation');
    await demo.getByRole('treeitem', { name: 'Loops', exact: true }).locator('.MuiTreeItem-label').dblclick();
    const input = demo.getByRole('textbox', { name: 'Lesson title' });
    await input.fill('');
    await input.press('Enter');
    await demo.getByText('Enter a title.').waitFor();
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    await input.fill('Loops and iteration');
    await input.press('Enter');
    await input.waitFor({ state: 'detached' });
    await demo.getByRole('treeitem', { name: 'Loops and iteration' }).waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('focuses an item inside a collapsed branch from a search field', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, 'focus', 'JumpToSession');
    const field = demo.getByRole('combobox', { name: 'Jump to a session' });
    await field.fill('Fill');
    await page.getByRole('option', { name: 'Fill flash' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Fill flash');
    assert.equal(await demo.getByRole('treeitem', { name: /^Week 2/ }).getAttribute('aria-expanded'), 'true');
    await page.context().close();
  });

  it('rebuilds items with useTreeItem and changes their indentation', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, 'customization', 'IndentationControl');
    const nested = row(demo, 'banner.png');
    const paddingOf = () => nested.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
    const before = await paddingOf();
    const slider = demo.getByRole('slider', { name: /Indentation/ });
    await slider.focus();
    await slider.press('ArrowRight'); // 12px → 16px, at depth 2: 8px more.
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[data-demo="IndentationControl"] .MuiTreeItem-content')].some(
          (element) =>
            element.textContent === 'banner.png' && parseFloat(getComputedStyle(element).paddingLeft) === expected,
        ),
      before + 8,
    );
    const explorer = await liveDemo(page, 'customization', 'StorageExplorer');
    await explorer.getByText('1.3 MB').waitFor();
    await page.context().close();
  });

  it('loads children lazily, fails during an outage and retries (RichTreeViewPro)', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'lazy-loading', 'OutageAndRetry');
    await row(demo, 'photos/').click();
    const alert = demo.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /503 Service Unavailable: could not list photos\//);
    assert.equal(await demo.getByRole('treeitem', { name: 'photos/' }).getAttribute('aria-expanded'), 'false');
    await demo.getByLabel('Simulate a server outage').uncheck();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await demo.getByRole('treeitem', { name: '2024/' }).waitFor();
    await alert.waitFor({ state: 'detached' });
    assert.equal(await demo.getByRole('treeitem', { name: 'photos/' }).getAttribute('aria-expanded'), 'true');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('fetches the top level of an empty tree, with a loading state', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, 'lazy-loading', 'LazyBucketBrowser');
    // The fake server answers after 675 ms at the earliest: the loading state shows first.
    const loading = demo.getByText('Loading the bucket…');
    await loading.waitFor();
    await demo.getByRole('treeitem', { name: 'photos/' }).waitFor();
    await loading.waitFor({ state: 'detached' });
    await row(demo, 'exports/').click();
    await demo.getByRole('treeitem', { name: 'orders.csv' }).waitFor();
    await page.context().close();
  });

  it('moves an item by drag and drop and reports the move (RichTreeViewPro)', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'ordering', 'MoveLog');
    const source = row(demo, 'meeting-notes.md');
    const target = row(demo, 'Brand');
    const box = await target.boundingBox();
    assert.ok(box, 'the target row has a box');
    // The upper quarter of a row puts the item above it.
    await source.dragTo(target, { targetPosition: { x: box.width / 2, y: 2 } });
    await demo.getByText(/notes: top level #3 → top level #0/).waitFor();
    const topLevel = await demo
      .locator('[role="tree"] > [role="treeitem"]')
      .evaluateAll((items) => items.map((item) => item.querySelector('.MuiTreeItem-label')?.textContent));
    assert.deepEqual(topLevel, ['meeting-notes.md', 'Brand', 'Website redesign', 'Unsorted']);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('runs a custom plugin in a tree built with useTreeView', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, 'headless', 'FavoritesPlugin');
    await demo.getByText('Pinned: belt-b').waitFor();
    await demo.getByRole('button', { name: 'Pin Dock 1' }).click();
    await demo.getByText('Pinned: belt-b, dock-1').waitFor();
    assert.equal(await demo.getByRole('button', { name: 'Pin Dock 1' }).getAttribute('aria-pressed'), 'true');
    // The plugin's public method, called through apiRef on the selected item (Dock 2).
    await demo.getByRole('button', { name: 'Pin or unpin the selected item' }).click();
    await demo.getByText('Pinned: belt-b, dock-1, dock-2').waitFor();
    const history = await liveDemo(page, 'headless', 'ExpansionHistoryPlugin');
    await row(history, 'Sorting').click();
    await history.getByRole('list', { name: 'Expansion history' }).getByText('sorting, inbound').waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
