import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openLiveDemo } from '../support/demos.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

/** The grid's column header titles, in order. */
const headerTitles = (demo) => demo.locator('[role="columnheader"] .MuiDataGrid-columnHeaderTitle').allInnerTexts();

describe('Data Grid column and row guides', () => {
  it('column menu: "Hide column" removes the column from the grid', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/column-menu/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/column-menu/', 'DepartureBoardMenu');
    assert.ok((await headerTitles(demo)).includes('Gate'));
    const gate = demo.locator('[role="columnheader"][data-field="gate"]');
    await gate.hover();
    await gate.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Hide column' }).click();
    await demo.locator('[role="columnheader"][data-field="gate"]').waitFor({ state: 'detached' });
    assert.ok(!(await headerTitles(demo)).includes('Gate'));
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('column visibility: a controlled model follows the buttons and the column menu', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/column-visibility/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/column-visibility/',
      'SensorColumnsControlled',
    );
    const model = demo.locator('[role="status"]').filter({ hasText: 'columnVisibilityModel' });
    assert.match(await model.innerText(), /"battery":false/);
    assert.ok(!(await headerTitles(demo)).includes('Battery (%)'));
    await demo.getByRole('button', { name: 'Maintenance' }).click();
    await demo.locator('[role="columnheader"][data-field="battery"]').waitFor();
    assert.ok(!(await headerTitles(demo)).includes('Humidity (%)'));
    // Hiding a column from its menu reaches the model through onColumnVisibilityModelChange.
    const firmware = demo.locator('[role="columnheader"][data-field="firmware"]');
    await firmware.hover();
    await firmware.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Hide column' }).click();
    await demo.getByText('"firmware":false').waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('column groups: a group header button shows and hides the months of its quarter', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/column-groups/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/column-groups/',
      'CollapsibleBudgetQuarters',
    );
    assert.ok(!(await headerTitles(demo)).includes('Apr'), 'Q2 starts collapsed');
    await demo.getByRole('button', { name: 'Show the months of Q2' }).click();
    await demo.locator('[role="columnheader"][data-field="apr"]').waitFor();
    await demo.getByRole('button', { name: 'Hide the months of Q1' }).click();
    await demo.locator('[role="columnheader"][data-field="jan"]').waitFor({ state: 'detached' });
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('row selection: checkboxes drive a controlled selection model, including "select all"', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/row-selection/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/row-selection/',
      'TeamPermissionsCheckboxSelection',
    );
    const status = demo.locator('[role="status"]').filter({ hasText: /selected/ });
    assert.equal(await status.innerText(), '2 of 7 members selected');
    const hana = demo.locator('[role="row"]').filter({ hasText: 'Hana Kobayashi' });
    await hana.getByRole('checkbox').check();
    await status.filter({ hasText: '3 of 7 members selected' }).waitFor();
    await demo.locator('[role="columnheader"]').getByRole('checkbox').check();
    await status.filter({ hasText: '7 of 7 members selected' }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('sorting: a header click reaches the controlled sort model, and the rows follow it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/sorting/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/sorting/', 'DepartureBoardControlledSort');
    const model = demo.locator('[role="status"]').filter({ hasText: 'sortModel' });
    assert.match(await model.innerText(), /"field":"departs","sort":"asc"/);
    await demo.locator('[role="columnheader"][data-field="delay"] .MuiDataGrid-columnHeaderTitle').click();
    await model.filter({ hasText: '"field":"delay","sort":"asc"' }).waitFor();
    const delays = (await demo.locator('[role="gridcell"][data-field="delay"]').allInnerTexts()).map(Number);
    assert.deepEqual(
      delays,
      [...delays].sort((a, b) => a - b),
      'the rows are in ascending delay order',
    );
    assert.deepEqual(problems(), []);
    await page.context().close();
  });
});
