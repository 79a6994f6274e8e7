import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * A narrow build (DOCS_PAGES) leaves out the pages the navigation links to, and the browser's
 * prefetch of their page data fails; that says nothing about the demos under test.
 */
const UNBUILT_PAGE_DATA = /status of 404 .*\/page-data\//;

/** The console problems that concern the page under test. */
function unexpected(problems) {
  return problems.filter((problem) => !UNBUILT_PAGE_DATA.test(problem));
}

/** Opens a page and waits until the named demo is live (its module loaded and mounted). */
async function liveDemo(page, path, name) {
  await gotoHydrated(page, path);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return demo;
}

/** The label of the element that has the focus, or null. */
function focusedLabel(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element?.getAttribute('role') !== 'treeitem') return null;
    return element.querySelector('.MuiTreeItem-label')?.textContent ?? null;
  });
}

/**
 * A tree item found by its own label (a tree item's accessible name also holds its children's
 * text, so a role query cannot tell a parent from its child).
 */
function item(demo, label) {
  return demo.locator(`xpath=.//li[@role="treeitem"][./div[1]//*[normalize-space(text())="${label}"]]`);
}

/** The content row of a tree item: what a click on the item hits. */
function row(demo, label) {
  return item(demo, label).locator('xpath=./div[1]');
}

describe('Simple Tree View guides', () => {
  it('items: disabledItemsFocusable decides whether the arrow keys stop on disabled items', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-tree-view/simple-tree-view/items/', 'FocusableDisabledItems');
    await row(demo, 'v3.0').click();
    assert.equal(await focusedLabel(page), 'v3.0');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedLabel(page), 'docs', 'the disabled items are skipped');
    await demo.getByRole('switch', { name: 'Disabled items can be focused' }).check();
    await row(demo, 'v3.0').click();
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedLabel(page), 'v2.4 (frozen)', 'the disabled item now takes the focus');
    assert.equal(await item(demo, 'v2.4 (frozen)').getAttribute('aria-disabled'), 'true');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('selection: checkboxes with Shift + arrow keys and Ctrl + A', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-tree-view/simple-tree-view/selection/', 'CheckboxKeyboardSelection');
    const status = demo.locator('p[role="status"]');
    await row(demo, 'Aiko Tanaka').click();
    assert.equal(await status.innerText(), 'Nobody selected', 'a click on the label only focuses');
    await page.keyboard.press('Shift+ArrowDown');
    assert.equal(await focusedLabel(page), 'Bruno Costa');
    assert.equal(await status.innerText(), '1 selected: Bruno Costa');
    const bruno = item(demo, 'Bruno Costa');
    assert.equal(await bruno.getAttribute('aria-selected'), 'true');
    assert.equal(await bruno.getByRole('checkbox').first().isChecked(), true);
    await page.keyboard.press('Control+a');
    assert.match(await status.innerText(), /^10 selected: /, 'three teams and seven members');
    await page.keyboard.press('Space');
    assert.match(await status.innerText(), /^9 selected: /, 'Space toggles the focused item off');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('expansion: buttons outside the tree expand and collapse every unit', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-tree-view/simple-tree-view/expansion/', 'ExpandAllDepartments');
    assert.equal(await item(demo, 'API team').count(), 0);
    await demo.getByRole('button', { name: 'Expand all' }).click();
    await item(demo, 'API team').waitFor();
    assert.equal(await item(demo, 'Sales').getAttribute('aria-expanded'), 'true');
    assert.equal(await demo.getByRole('button', { name: 'Expand all' }).isDisabled(), true);
    await demo.getByRole('button', { name: 'Collapse all' }).click();
    await item(demo, 'Product').waitFor({ state: 'detached' });
    assert.equal(await item(demo, 'Office of the CEO').getAttribute('aria-expanded'), 'false');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('expansion: one department open at a time', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-tree-view/simple-tree-view/expansion/', 'OneBranchOpen');
    assert.equal(await item(demo, 'Product').getAttribute('aria-expanded'), 'true');
    await row(demo, 'Sales').click();
    assert.equal(await item(demo, 'Sales').getAttribute('aria-expanded'), 'true');
    await item(demo, 'Platform').waitFor({ state: 'detached' });
    assert.equal(await item(demo, 'Product').getAttribute('aria-expanded'), 'false');
    await page.context().close();
  });

  it('focus: the apiRef focuses an item, after opening its ancestors when needed', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const path = '/x/react-tree-view/simple-tree-view/focus/';
    const demo = await liveDemo(page, path, 'FocusRecipeFromButtons');
    await demo.getByRole('button', { name: 'Focus Red lentil dal' }).click();
    assert.equal(await focusedLabel(page), 'Red lentil dal');
    const reveal = page.locator('[data-demo="RevealAndFocusRecipe"]');
    await waitUntilLive(reveal);
    assert.equal(await item(reveal, 'Seafood paella').count(), 0);
    await reveal.getByRole('button', { name: 'Go to Seafood paella' }).click();
    await page.waitForFunction(
      () => document.activeElement?.querySelector('.MuiTreeItem-label')?.textContent === 'Seafood paella',
    );
    assert.equal(await item(reveal, 'Fish').getAttribute('aria-expanded'), 'true');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('accessibility: the keyboard map acts on the tree, and the panel reports it', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-tree-view/accessibility/', 'KeyboardInspector');
    const state = (term) => demo.locator(`[data-state="${term}"]`).innerText();
    await item(demo, 'Kitchen').focus();
    assert.equal(await state('Focused'), 'Kitchen');
    await page.keyboard.press('ArrowDown');
    assert.equal(await state('Focused'), 'Cookware');
    await page.keyboard.press('ArrowRight');
    assert.equal(await state('Last key'), 'ArrowRight');
    assert.match(await state('Expanded'), /Cookware/);
    await page.keyboard.press('ArrowRight');
    assert.equal(await state('Focused'), 'Cast iron skillet', 'the second press moves into the children');
    await page.keyboard.press('Space');
    assert.equal(await state('Selected'), 'Cast iron skillet');
    await page.keyboard.press('Shift+ArrowDown');
    assert.equal(await state('Last key'), 'Shift + ArrowDown');
    assert.equal(await state('Selected'), 'Cast iron skillet, Copper saucepan');
    await page.keyboard.press('End');
    assert.equal(await state('Focused'), 'Lighting');
    await page.keyboard.press('*');
    assert.match(await state('Expanded'), /Garden/);
    assert.match(await state('Expanded'), /Lighting/);
    await page.keyboard.press('g');
    assert.equal(await state('Focused'), 'Garden', 'type-ahead wraps around to the next item starting with g');
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('item customization: an item rebuilt with useTreeItem selects with its checkbox and edits its label', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const demo = await liveDemo(page, '/x/react-tree-view/tree-item-customization/', 'RebuiltTreeItem');
    const rootFile = item(demo, 'root.tsx');
    await rootFile.getByRole('checkbox').click();
    assert.equal(await rootFile.getAttribute('aria-selected'), 'true');
    await row(demo, 'root.tsx').getByText('root.tsx', { exact: true }).dblclick();
    // While it is edited, the item shows an input instead of its label text.
    const input = demo.getByRole('textbox');
    await input.fill('layout.tsx');
    await input.press('Enter');
    await item(demo, 'layout.tsx').waitFor();
    assert.equal(await item(demo, 'root.tsx').count(), 0);
    assert.deepEqual(unexpected(problems), []);
    await page.context().close();
  });

  it('item customization: the star selects while a click on the row only expands', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-tree-view/tree-item-customization/', 'StarToSelect');
    const tests = item(demo, 'tests');
    await row(demo, 'tests').click();
    assert.equal(await tests.getAttribute('aria-expanded'), 'true');
    assert.equal(await tests.getAttribute('aria-selected'), 'false');
    await demo.getByRole('button', { name: 'Star root.tsx' }).click();
    await demo.getByRole('button', { name: 'Star home.spec.ts' }).click();
    assert.equal(await demo.getByRole('button', { name: 'Star root.tsx' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await item(demo, 'home.spec.ts').getAttribute('aria-selected'), 'true');
    await demo.getByRole('button', { name: 'Star root.tsx' }).click();
    assert.equal(await item(demo, 'root.tsx').getAttribute('aria-selected'), 'false');
    assert.equal(await item(demo, 'home.spec.ts').getAttribute('aria-selected'), 'true');
    await page.context().close();
  });

  it('item customization: a switch in the checkbox slot selects its item', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-tree-view/tree-item-customization/', 'SwitchCheckboxSlot');
    const lowStock = item(demo, 'Low stock');
    assert.equal(await lowStock.getAttribute('aria-selected'), 'false');
    await lowStock.getByRole('switch').click();
    assert.equal(await lowStock.getAttribute('aria-selected'), 'true');
    assert.equal(await lowStock.getByRole('switch').isChecked(), true);
    await page.context().close();
  });
});
