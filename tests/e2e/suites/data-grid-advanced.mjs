import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { describe, it } from 'node:test';
import { liveDemoNamed, openLiveDemo } from '../support/demos.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

/**
 * The Data Grid's advanced features, components, customization and resources pages (issue 12):
 * for each kind of component a reader drives one demo, and the result is checked. That every demo
 * of these pages mounts without a console problem is the guide suite's part.
 */

const dataRows = (demo) => demo.locator('[role="row"][data-id]');
const columnTexts = (demo, field) => demo.locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();

describe('Data Grid advanced features, components and customization', () => {
  it('overlays: an outage shows the error overlay with its message, and Retry brings the rows back', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/overlays/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/overlays/', 'StationFeedErrorOverlay');
    await demo.getByRole('gridcell', { name: 'Cape Wrath' }).waitFor();
    await demo.getByRole('button', { name: 'Reload during an outage' }).click();
    const alert = demo.getByRole('alert');
    await alert.filter({ hasText: 'The server is unavailable. Try again in a moment.' }).waitFor();
    assert.equal(await dataRows(demo).count(), 0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await demo.getByRole('gridcell', { name: 'Cape Wrath' }).waitFor();
    assert.equal(await dataRows(demo).count(), 5);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('quick filter component: a quoted phrase keeps only the rows holding the whole phrase', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/quick-filter/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/quick-filter/',
      'PodcastArchivePhraseSearch',
    );
    const search = demo.getByRole('searchbox', { name: 'Search episodes' });
    await search.fill('"solar power"');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-demo="PodcastArchivePhraseSearch"] [role="row"][data-id]').length === 2,
    );
    const titles = (await dataRows(demo).allInnerTexts()).join('\n');
    assert.match(titles, /Solar power on every roof/);
    assert.match(titles, /Solar power after sunset/);
    await search.fill('solar power');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-demo="PodcastArchivePhraseSearch"] [role="row"][data-id]').length === 4,
    );
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('columns panel trigger: the button counts hidden columns, and showing one in the panel updates it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/columns-panel/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/columns-panel/',
      'RegionalSalesHiddenColumns',
    );
    const trigger = demo.getByRole('button', { name: /Columns \(2 hidden\)/ });
    await trigger.click();
    await trigger.and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.getByRole('checkbox', { name: 'Q1 (k€)' }).check();
    await demo.getByRole('columnheader', { name: 'Q1 (k€)' }).waitFor();
    await demo.getByRole('button', { name: /Columns \(1 hidden\)/ }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('filter panel trigger: removing every filter brings back every row and disables the button', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/filter-panel/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/filter-panel/',
      'TeamPermissionsFilterReset',
    );
    const grid = demo.getByRole('grid');
    assert.equal(await grid.getAttribute('aria-rowcount'), '4');
    const reset = demo.getByRole('button', { name: 'Remove all filters' });
    await reset.click();
    await demo.locator('[role="grid"][aria-rowcount="8"]').waitFor();
    assert.equal(await reset.isDisabled(), true);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('row grouping: expanding a warehouse group shows its shipments under it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/row-grouping/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/row-grouping/', 'ShipmentsByWarehouse');
    await demo.locator('[role="treegrid"][aria-rowcount="5"]').waitFor();
    await demo.getByRole('button', { name: 'see children' }).first().click();
    await demo.locator('[role="treegrid"][aria-rowcount="17"]').waitFor();
    const rows = (await dataRows(demo).allInnerTexts()).join('\n');
    assert.match(rows, /Rotterdam[\s\S]*\(12\)/);
    assert.match(rows, /SH-07301/);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('toolbar: its search filters the rows, Clear search restores them, and arrow keys move between its buttons', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/toolbar/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/components/toolbar/', 'StockroomToolbar');
    await demo.getByRole('searchbox', { name: 'Search stock' }).fill('glasses');
    await demo.locator('[role="grid"][aria-rowcount="2"]').waitFor();
    assert.match(await dataRows(demo).first().innerText(), /Safety glasses/);
    await demo.getByRole('button', { name: 'Clear search' }).click();
    await demo.locator('[role="grid"][aria-rowcount="13"]').waitFor();
    await demo.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      ),
      'Filters',
    );
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('custom subcomponents: a row context menu given through slotProps updates the row', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/components/', 'ParcelRowContextMenu');
    await demo.getByRole('gridcell', { name: 'PCL-3303' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Mark as delivered' }).click();
    await dataRows(demo).filter({ hasText: 'PCL-3303' }).filter({ hasText: 'Delivered' }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('api object: a button outside the grid sorts it through apiRef', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/api-object/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/api-object/', 'StockroomApiButtons');
    await demo.getByRole('button', { name: 'Lowest stock first' }).click();
    await demo.getByRole('status').filter({ hasText: "Last call: sortColumn('quantity', 'asc')" }).waitFor();
    assert.equal(await demo.getByRole('columnheader', { name: 'Quantity' }).getAttribute('aria-sort'), 'ascending');
    assert.deepEqual((await columnTexts(demo, 'quantity')).slice(0, 3), ['3', '14', '17']);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('events: the live log lists the events a click and a sort fire, and stays empty while paused', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/events/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/events/', 'DepartureBoardEventLog');
    const log = demo.getByRole('list', { name: 'Event log' });
    await demo.locator('[role="row"][data-id] [data-field="destination"]').first().click();
    for (const name of ['cellClick', 'rowClick', 'rowSelectionChange']) await log.getByText(name).first().waitFor();
    await demo.getByRole('columnheader', { name: 'Departs' }).click();
    await log.getByText('sortModelChange').first().waitFor();
    await log.getByText('departs asc').first().waitFor();
    await demo.getByRole('button', { name: 'Pause' }).click();
    await demo.getByRole('button', { name: 'Clear' }).click();
    await demo.locator('[role="row"][data-id] [data-field="destination"]').nth(1).click();
    await demo.getByText('Click, sort, filter or scroll the grid.').waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('state: a sort saved to localStorage comes back after a reload, and Reset saved state forgets it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/state/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/state/', 'ShipmentViewSavedLocally');
    const KEY = 'mui-x-docs:data-grid-state:shipments';
    await demo.getByRole('columnheader', { name: 'Weight (kg)' }).click();
    await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('"sort":"asc"'), KEY);
    await page.reload();
    const again = await liveDemoNamed(page, 'ShipmentViewSavedLocally');
    await again.locator('[role="columnheader"][aria-sort="ascending"]').waitFor();
    await again.getByText('Saved view: sorted by Weight (kg) (asc).').waitFor();
    await again.getByRole('button', { name: 'Reset saved state' }).click();
    await again.getByText('Nothing saved yet: the grid shows its defaults.').waitFor();
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
    assert.equal(await again.locator('[role="columnheader"][aria-sort="ascending"]').count(), 0);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('export: the CSV download holds exactly the rows left visible by the search', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/export/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/export/', 'WarehouseStockToolbarExport', {
      acceptDownloads: true,
    });
    const search = demo.getByRole('searchbox');
    // The default toolbar's search starts collapsed behind its button on narrow grids.
    if (!(await search.isVisible()))
      await demo
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    await search.fill('Rotterdam');
    await demo.locator('[role="grid"][aria-rowcount="4"]').waitFor();
    const visible = await Promise.all(
      ['sku', 'product', 'warehouse', 'quantity'].map((field) => columnTexts(demo, field)),
    );
    await demo.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'warehouse-stock.csv');
    const file = await fs.readFile(await download.path(), 'utf8');
    const lines = file.split('\r\n');
    assert.equal(lines[0], 'SKU,Product,Warehouse,Quantity');
    const expected = visible[0].map((_, row) => visible.map((column) => column[row]).join(','));
    assert.deepEqual(lines.slice(1), expected);
    assert.equal(expected.length, 3);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('styling: the alignment switcher right-aligns the cells, and the header only with headerAlign', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/style/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/style/', 'DepartureAlignmentSwitcher');
    const header = demo.getByRole('columnheader', { name: 'Gate' });
    await demo
      .getByRole('group', { name: 'Alignment of the Gate and Departs cells' })
      .getByRole('button', { name: 'right' })
      .click();
    await demo.locator('[role="gridcell"][data-field="gate"].MuiDataGrid-cell--textRight').first().waitFor();
    assert.doesNotMatch((await header.getAttribute('class')) ?? '', /MuiDataGrid-columnHeader--alignRight/);
    await demo
      .getByRole('switch', { name: 'Set headerAlign too' })
      .or(demo.getByRole('checkbox', { name: 'Set headerAlign too' }))
      .check();
    await demo.locator('[role="columnheader"].MuiDataGrid-columnHeader--alignRight', { hasText: 'Gate' }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('aggregation: counting rows hidden by the filter changes the footer totals but not the rows shown', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/aggregation/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/aggregation/', 'InvoiceFilteredRowsScope');
    await demo.locator('[role="row"][data-id="auto-generated-group-footer-root"]').waitFor();
    const totals = () => demo.locator('[role="row"][data-id="auto-generated-group-footer-root"]').innerText();
    assert.match(await totals(), /6[\s\S]*93[\s\S]*\$5,580/);
    await demo
      .getByRole('switch', { name: 'Include rows hidden by the filter' })
      .or(demo.getByRole('checkbox', { name: 'Include rows hidden by the filter' }))
      .click();
    await page.waitForFunction(() =>
      /24[\s\S]*349[\s\S]*\$34,010/.test(
        document.querySelector(
          '[data-demo="InvoiceFilteredRowsScope"] [role="row"][data-id="auto-generated-group-footer-root"]',
        )?.textContent ?? '',
      ),
    );
    assert.equal(await demo.getByRole('grid').getAttribute('aria-rowcount'), '8');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('pivoting: the same sales pivoted by quarter show one column per quarter with its totals', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/pivoting/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/pivoting/', 'SalesPivotControlled');
    await demo.getByRole('button', { name: 'By quarter' }).click();
    for (const quarter of ['Q1', 'Q2', 'Q3', 'Q4'])
      await demo.getByRole('columnheader', { name: quarter }).first().waitFor();
    await demo
      .locator('output')
      .filter({ hasText: /columns: orderDate-quarter$/ })
      .waitFor();
    const footer = await demo.locator('[role="row"][data-id="auto-generated-group-footer-root"]').innerText();
    assert.match(footer, /\$11,920[\s\S]*\$11,585[\s\S]*\$11,740[\s\S]*\$12,655/);
    await demo
      .getByRole('switch', { name: 'Pivot mode' })
      .or(demo.getByRole('checkbox', { name: 'Pivot mode' }))
      .click();
    await demo.locator('[role="grid"][aria-rowcount="49"]').waitFor();
    await demo.locator('output').filter({ hasText: 'pivotActive: false' }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('tree data: Expand all and Collapse all open and close every level of the org chart', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/tree-data/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/tree-data/', 'OrgChartExpansionControls');
    await demo.locator('[role="treegrid"][aria-rowcount="7"]').waitFor();
    await demo.getByRole('button', { name: 'Expand all' }).click();
    await demo.locator('[role="treegrid"][aria-rowcount="16"]').waitFor();
    await demo.getByRole('status').filter({ hasText: "Ingrid Holm's team was opened." }).waitFor();
    await demo.getByRole('button', { name: 'Collapse all' }).click();
    await demo.locator('[role="treegrid"][aria-rowcount="2"]').waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('list view: each row is one card cell, and the Grid button brings the columns back', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/list-view/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/list-view/', 'LibraryLoansListView');
    await dataRows(demo).first().waitFor();
    assert.equal(await demo.getByRole('columnheader').count(), 0);
    assert.equal(await dataRows(demo).first().getByRole('gridcell').count(), 1);
    await demo.getByRole('button', { name: 'Grid' }).click();
    await demo.getByRole('columnheader', { name: 'Borrower' }).waitFor();
    const headers = await demo.getByRole('columnheader').allInnerTexts();
    for (const name of ['Title', 'Author', 'Borrower', 'Due', 'Status']) {
      assert.ok(
        headers.some((header) => header.includes(name)),
        `${name} in ${headers.join(', ')}`,
      );
    }
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('scrolling: Go to shipment turns to its page, scrolls to the row and focuses its cell', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/scrolling/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/scrolling/', 'ShipmentJumpToRow');
    await demo.getByRole('button', { name: 'Go to shipment' }).click();
    await demo.getByRole('status').filter({ hasText: 'SH-1173 is row 173, on page 4.' }).waitFor();
    await demo.locator('.MuiTablePagination-displayedRows').filter({ hasText: '151–200 of 240' }).waitFor();
    const cell = demo.getByRole('gridcell', { name: 'SH-1173' });
    await cell.waitFor();
    assert.equal(await cell.evaluate((element) => element === document.activeElement), true);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('clipboard: a copied range reaches the clipboard as tab-separated lines, and text pasted from the text area fills the grid', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/clipboard/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/clipboard/', 'PantryClipboardRoundTrip', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
    await demo.getByRole('gridcell', { name: 'Rolled oats 1 kg' }).click();
    await demo.getByRole('gridcell', { name: '88' }).click({ modifiers: ['Shift'] });
    await page.keyboard.press(`${modifier}+C`);
    await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('Red lentils'));
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      'Rolled oats 1 kg\t2.49\t120\r\nBasmati rice 2 kg\t5.9\t64\r\nRed lentils 500 g\t1.75\t88',
    );
    const pad = demo.getByRole('textbox', { name: 'Scratch pad' });
    await pad.click();
    await page.keyboard.press(`${modifier}+A`);
    await page.keyboard.press(`${modifier}+C`);
    await demo.getByRole('gridcell', { name: 'Oat milk 1 l' }).click();
    await page.keyboard.press(`${modifier}+V`);
    await dataRows(demo).filter({ hasText: 'Rye crackers' }).filter({ hasText: '60' }).waitFor();
    assert.match(await dataRows(demo).filter({ hasText: 'Oat milk 1 l' }).innerText(), /€1\.95[\s\S]*180/);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('server-side tree data: opening a row asks the server for its level once, and reopening reads the cache', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/server-side-data/tree-data/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/server-side-data/tree-data/',
      'OrgChartServerTree',
    );
    const log = demo.getByRole('log', { name: 'Request log' });
    await log.filter({ hasText: /GET nodes .*— ok/ }).waitFor();
    const firstRow = dataRows(demo).first();
    const headName = (await firstRow.locator('[data-field="__tree_data_group__"]').innerText()).replace(
      /\s*\(\d+\)$/,
      '',
    );
    await firstRow.getByRole('button', { name: 'see children' }).click();
    await log.filter({ hasText: `GET nodes in ${headName}` }).waitFor();
    await firstRow.getByRole('button', { name: 'hide children' }).waitFor();
    const rowsOpen = await dataRows(demo).count();
    assert.ok(rowsOpen > 5, `children shown (${rowsOpen} rows)`);
    const requests = (await log.innerText()).split('\n').length;
    await firstRow.getByRole('button', { name: 'hide children' }).click();
    await firstRow.getByRole('button', { name: 'see children' }).click();
    await firstRow.getByRole('button', { name: 'hide children' }).waitFor();
    await page.waitForTimeout(1000);
    assert.equal((await log.innerText()).split('\n').length, requests, 'no new request on reopening');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('AI assistant: a typed request in the assistant panel becomes a filter on the grid', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/ai-assistant/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/ai-assistant/', 'StoreSalesAssistant');
    await demo.getByRole('gridcell', { name: 'Claw hammer' }).first().waitFor();
    await demo.getByRole('button', { name: 'AI Assistant' }).click();
    const prompt = page.getByRole('textbox', { name: 'Prompt' });
    await prompt.fill('Show only garden');
    await prompt.press('Enter');
    await page.waitForFunction(() => {
      const cells = [
        ...document.querySelectorAll('[data-demo="StoreSalesAssistant"] [role="gridcell"][data-field="category"]'),
      ];
      return cells.length > 0 && cells.every((cell) => cell.textContent === 'Garden');
    });
    assert.equal(await demo.getByRole('gridcell', { name: 'Claw hammer' }).count(), 0);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('server-side data: a failed page shows the error in the grid, and Retry loads it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/server-side-data/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/server-side-data/', 'StockOutageRetry');
    await demo.getByRole('gridcell', { name: 'WH-01000' }).waitFor();
    await demo.getByRole('button', { name: 'Make the next request fail' }).click();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    const alert = demo.getByRole('alert').filter({ hasText: 'Page 2 did not load (status 503)' });
    await alert.waitFor();
    assert.equal(await dataRows(demo).count(), 0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await demo.getByRole('gridcell', { name: 'WH-01070' }).waitFor();
    await alert.waitFor({ state: 'detached' });
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('lazy loading: a jump into 100,000 remote rows asks only for the block in view', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/server-side-data/lazy-loading/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/server-side-data/lazy-loading/',
      'ReadingArchiveViewport',
    );
    await demo.getByRole('gridcell', { name: 'R-000001' }).waitFor();
    assert.equal(await demo.getByRole('grid').getAttribute('aria-rowcount'), '100001');
    await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = 40000 * 52;
    });
    await demo.getByRole('gridcell', { name: 'R-040001' }).waitFor();
    const requests = await demo.getByLabel('Server requests').innerText();
    assert.match(requests, /rows 40,0\d\d–/);
    assert.doesNotMatch(requests, /rows 20,\d{3}–/, 'the rows scrolled past are not requested');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('server-side row grouping: a new grouping model asks the server for the new top level', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/server-side-data/row-grouping/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/server-side-data/row-grouping/',
      'OrderGroupingModelPicker',
    );
    const log = demo.getByRole('log', { name: 'Request log' });
    await log.filter({ hasText: 'groupFields: region, country' }).waitFor();
    await demo
      .getByRole('group', { name: 'Group the orders by' })
      .getByRole('button', { name: 'Channel › Category' })
      .click();
    await log.filter({ hasText: /GET groups.*groupFields: channel, category\) — ok/ }).waitFor();
    await demo.getByRole('gridcell', { name: /^Wholesale/ }).waitFor();
    const groups = await columnTexts(demo, '__row_group_by_columns_group__');
    assert.deepEqual(
      groups.map((text) => text.replace(/\s*\(\d+\)$/, '')),
      ['Online', 'Retail', 'Wholesale'],
    );
    const total = groups.reduce((sum, text) => sum + Number(/\((\d+)\)$/.exec(text)?.[1] ?? 0), 0);
    assert.equal(total, 240);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('server-side aggregation: the footer shows the server totals of all 240 lines while the grid holds one page of them', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/server-side-data/aggregation/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/server-side-data/aggregation/',
      'OrderTotalsFooter',
    );
    const log = demo.getByRole('log', { name: 'Request log' });
    await log.filter({ hasText: 'aggregationModel: units: sum, revenue: sum' }).waitFor();
    // The footer row (the grid's root group footer) shows what getAggregatedValue() read from aggregateRow.
    const footerUnits = demo.locator('[data-id="auto-generated-group-footer-root"] [data-field="units"]');
    await footerUnits.waitFor();
    const text = (await footerUnits.innerText()).trim();
    assert.equal(text, '4,920');
    assert.equal(await demo.locator('[role="row"][data-id]:not([data-id^="auto-generated"])').count(), 10);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('prompt field: a typed request becomes a filter, and a request it cannot read leaves the rows alone', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/prompt-field/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/prompt-field/',
      'ToolbarPromptField',
    );
    const field = demo.getByRole('textbox', { name: 'Ask the shipment list' });
    await field.fill('weight over 50');
    await field.press('Enter');
    await demo.getByRole('status').filter({ hasText: 'Applied "weight over 50".' }).waitFor();
    await demo.locator('[role="grid"][aria-rowcount="14"]').waitFor();
    await field.fill('make it pretty');
    await field.press('Enter');
    await demo.getByRole('status').filter({ hasText: 'The local assistant could not read' }).waitFor();
    assert.equal(await demo.getByRole('grid').getAttribute('aria-rowcount'), '14');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('pivot panel: a switch outside the grid opens the panel, and closing it turns the switch off', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/pivot-panel/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/pivot-panel/',
      'PivotPanelOpenFromOutside',
    );
    const toggle = demo
      .getByRole('switch', { name: 'Show pivot panel' })
      .or(demo.getByRole('checkbox', { name: 'Show pivot panel' }));
    await toggle.check();
    const close = page.getByRole('button', { name: 'Close pivot settings' });
    await close.waitFor();
    await close.click();
    await close.waitFor({ state: 'detached' });
    assert.equal(await toggle.isChecked(), false);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('AI assistant panel: the trigger tracks the panel, and a suggestion filters the grid', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/components/ai-assistant-panel/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/components/ai-assistant-panel/',
      'AssistantTriggerOpenState',
    );
    await demo.getByRole('button', { name: 'Ask the loan list' }).click();
    const close = demo.getByRole('button', { name: 'Close the assistant' });
    await close.waitFor();
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Format is dvd' }).click();
    await demo.locator('[role="grid"][aria-rowcount="7"]').waitFor();
    assert.deepEqual([...new Set(await columnTexts(demo, 'format'))], ['DVD']);
    await close.click();
    await demo.getByRole('button', { name: 'Ask the loan list' }).waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });
});
