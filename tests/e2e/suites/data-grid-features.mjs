import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { site } from '../support/context.mjs';
import { openLiveDemo } from '../support/demos.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

const cell = (demo, id, field) =>
  demo.locator(`[role="row"][data-id="${id}"] [role="gridcell"][data-field="${field}"]`);
const columnTexts = (demo, field) => demo.locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();

describe('Data Grid editing, filtering, selection and virtualization guides', () => {
  it('editing: an invalid value keeps the cell open, a valid one is saved', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/editing/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/editing/', 'ColdRoomSensorValidation');
    const low = cell(demo, 1, 'lowAlarm');
    await low.dblclick();
    const input = low.locator('input');
    await input.fill('9');
    await low.locator('input[aria-invalid="true"]').waitFor();
    await input.press('Enter');
    // The validator refuses a low alarm above the high alarm: the cell stays in edit mode.
    await low.locator('.Mui-error input[aria-invalid="true"]').waitFor();
    assert.equal(await input.inputValue(), '9');
    await input.fill('2');
    await low.locator('input[aria-invalid="false"]').waitFor();
    await input.press('Enter');
    await low.locator('input').waitFor({ state: 'detached' });
    assert.equal((await low.innerText()).trim(), '2');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('filtering: the column menu opens the filter panel, and a value filters the rows', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/filtering/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/filtering/', 'ShipmentFilterPanel');
    const footer = demo.locator('.MuiTablePagination-displayedRows');
    const total = async () => Number(/of (\d+)/.exec(await footer.innerText())?.[1]);
    const before = await total();
    const header = demo.locator('[role="columnheader"][data-field="destination"]');
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    await page.locator('.MuiDataGrid-filterForm').getByRole('textbox', { name: 'Value' }).fill('lo');
    await footer.filter({ hasNotText: `of ${before}` }).waitFor();
    const after = await total();
    assert.ok(after > 0 && after < before, `the value keeps some rows (${after} of ${before})`);
    const destinations = await columnTexts(demo, 'destination');
    assert.ok(destinations.length > 0);
    assert.ok(
      destinations.every((destination) => destination.toLowerCase().includes('lo')),
      destinations.join(', '),
    );
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('quick filter: words typed in the toolbar search keep the rows that hold all of them', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/filtering/quick-filter/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/filtering/quick-filter/',
      'WarehouseStockQuickSearch',
    );
    const rows = demo.locator('[role="row"][data-id]');
    const total = await rows.count();
    const search = demo.getByRole('searchbox');
    if (!(await search.isVisible()))
      await demo
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    await search.fill('steel lyon');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-demo="WarehouseStockQuickSearch"] [role="row"][data-id]').length === 1,
    );
    const text = (await rows.first().innerText()).toLowerCase();
    assert.ok(text.includes('steel') && text.includes('lyon'), text);
    assert.ok(total > 1);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('cell selection: a shift-click range is selected and summed', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/cell-selection/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/cell-selection/', 'SalesSelectionSummary');
    await cell(demo, 1, 'jan').click();
    await cell(demo, 2, 'feb').click({ modifiers: ['Shift'] });
    const status = demo.locator('[role="status"]').filter({ hasText: 'Selected cells' });
    await status.filter({ hasText: 'Selected cells: 4' }).waitFor();
    // North and North-East, January and February: 18,200 + 17,650 + 12,400 + 11,900.
    assert.match(await status.innerText(), /60[,.\s\u202f]?150/);
    assert.equal(await demo.locator('[role="gridcell"].Mui-selected').count(), 4);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('virtualization: the 100,000-row grid renders a window of rows and reaches the last one', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/virtualization/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/virtualization/',
      'SensorLogHundredThousandRows',
    );
    await demo.locator('[role="row"][data-rowindex="0"]').waitFor({ timeout: 60_000 });
    const rendered = await demo.locator('[role="row"][data-rowindex]').count();
    assert.ok(rendered > 0 && rendered < 100, `only a window of rows is in the page (${rendered})`);
    const columns = await demo.locator('[role="columnheader"]').count();
    assert.ok(columns < 50, `only a window of columns is in the page (${columns})`);
    await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await demo.locator('[role="row"][data-rowindex="99999"]').waitFor();
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('persistence: a save the server refuses keeps the cell open; Escape restores the saved value', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/editing/persistence/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/editing/persistence/',
      'CoffeeCatalogServerSave',
    );
    const stock = cell(demo, 1, 'stockKg');
    const saved = (await stock.innerText()).trim();
    await stock.dblclick();
    await stock.locator('input').fill('450');
    await stock.locator('input').press('Enter');
    // The fake server answers 422 after its delay; the grid keeps the edit open.
    await page.getByRole('alert').filter({ hasText: 'Not saved (422)' }).waitFor();
    assert.equal(await stock.locator('input').count(), 1);
    await stock.locator('input').press('Escape');
    await stock.locator('input').waitFor({ state: 'detached' });
    assert.equal((await stock.innerText()).trim(), saved);
    // An outage on demand: the next save fails with 503, the one after it goes through.
    await demo.getByRole('button', { name: 'Make the next save fail' }).click();
    await stock.dblclick();
    await stock.locator('input').fill('120');
    await stock.locator('input').press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Not saved (503)' }).waitFor();
    await stock.locator('input').press('Enter');
    await page.getByRole('alert').filter({ hasText: 'saved.' }).waitFor();
    await stock.locator('input').waitFor({ state: 'detached' });
    assert.equal((await stock.innerText()).trim(), '120');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('column pinning: pinned columns under their group stay in place while the others scroll', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/column-pinning/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/column-pinning/',
      'WeatherStationGroupsPinned',
      { viewport: { width: 900, height: 800 } },
    );
    const station = demo.locator('[role="row"][data-rowindex="0"] [data-field="station"]');
    const humidity = demo.locator('[role="columnheader"][data-field="humidity"]');
    const before = { station: await station.boundingBox(), humidity: await humidity.boundingBox() };
    await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollLeft = 400;
    });
    await page.waitForFunction((x) => {
      const header = document.querySelector(
        '[data-demo="WeatherStationGroupsPinned"] [role="columnheader"][data-field="humidity"]',
      );
      return !header || header.getBoundingClientRect().x < x - 100;
    }, before.humidity?.x ?? 0);
    const after = await station.boundingBox();
    assert.equal(Math.round(after?.x ?? -1), Math.round(before.station?.x ?? -2), 'the pinned cell did not move');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('master detail: a lazy panel loads its content on first open and reopens from the cache', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/master-detail/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/master-detail/', 'SensorHistoryLazyPanel');
    const row = demo.locator('[role="row"][data-id="TH-101"]');
    await row.getByRole('button', { name: 'Expand' }).click();
    await demo.getByRole('status').filter({ hasText: 'Loading readings' }).waitFor();
    await demo.getByRole('status').filter({ hasText: 'Loading readings' }).waitFor({ state: 'detached' });
    const panel = demo.locator('.MuiDataGrid-detailPanel');
    assert.match(await panel.first().innerText(), /\d+\.\d/);
    await row.getByRole('button', { name: 'Collapse' }).click();
    await panel.first().waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Expand' }).click();
    await panel.first().waitFor();
    assert.equal(await demo.getByRole('status').filter({ hasText: 'Loading readings' }).count(), 0);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('row ordering: Alt+ArrowDown moves the focused row and announces it', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/row-ordering/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/row-ordering/',
      'ReleaseChecklistKeyboardReorder',
    );
    const firstTask = () => demo.locator('[role="row"][data-rowindex="0"] [data-field="task"]').innerText();
    assert.equal(await firstTask(), 'Freeze the main branch');
    await cell(demo, 1, 'task').click();
    await page.keyboard.press('Alt+ArrowDown');
    await page.waitForFunction(
      () =>
        document.querySelector(
          '[data-demo="ReleaseChecklistKeyboardReorder"] [role="row"][data-rowindex="1"] [data-field="task"]',
        )?.textContent === 'Freeze the main branch',
    );
    assert.equal(await firstTask(), 'Run the end-to-end tests');
    assert.match(await demo.getByRole('status').filter({ hasText: 'Moved' }).innerText(), /Freeze the main branch/);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('server-side filtering: sorting, paging and filtering each send a request to the fake server', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/filtering/server-side/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo(
      '/x/react-data-grid/filtering/server-side/',
      'ShipmentServerFilterSortPage',
    );
    const footer = demo.locator('.MuiTablePagination-displayedRows');
    const requests = demo.getByRole('region', { name: 'Requests' });
    await footer.filter({ hasText: 'of 480' }).waitFor();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await requests.filter({ hasText: 'page 2' }).waitFor();
    await footer.filter({ hasText: '26–50 of 480' }).waitFor();
    await demo.locator('[role="columnheader"][data-field="weightKg"] .MuiDataGrid-columnHeaderTitle').click();
    const search = demo.getByRole('searchbox');
    if (!(await search.isVisible()))
      await demo
        .getByRole('button', { name: /search/i })
        .first()
        .click();
    await search.fill('delayed');
    // The server filters, and the footer's total follows the row count it reports.
    await footer.filter({ hasText: 'of 96' }).waitFor();
    assert.ok((await requests.innerText()).split('\n').length > 3, 'each action sent a request');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('localization: the grid switches among locales, and Arabic lays it out right to left', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/localization/')) return t.skip('page not built');
    const { page, demo, problems } = await openLiveDemo('/x/react-data-grid/localization/', 'LocaleSwitcherGrid');
    const rowsPerPage = demo.locator('.MuiTablePagination-selectLabel');
    assert.equal((await rowsPerPage.innerText()).trim(), 'Rows per page:');
    await demo.getByRole('button', { name: 'Français' }).click();
    await rowsPerPage.filter({ hasText: 'Lignes par page' }).waitFor();
    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await rowsPerPage.filter({ hasText: 'Zeilen pro Seite' }).waitFor();
    await demo.getByRole('button', { name: 'العربية' }).click();
    await rowsPerPage.filter({ hasText: 'عدد الصفوف في الصفحة' }).waitFor();
    assert.equal(await demo.locator('[dir="rtl"] .MuiDataGrid-root').count(), 1);
    // Right to left: the checkbox column is the rightmost one.
    const headers = demo.locator('[role="columnheader"]');
    const checkbox = await demo.locator('[role="columnheader"][data-field="__check__"]').boundingBox();
    const others = await headers.evaluateAll((elements) =>
      elements
        .filter((element) => element.getAttribute('data-field') !== '__check__')
        .map((element) => element.getBoundingClientRect().x),
    );
    assert.ok(others.length > 0 && others.every((x) => x < (checkbox?.x ?? 0)), 'the checkbox column is on the right');
    assert.deepEqual(problems(), []);
    await page.context().close();
  });

  it('demo kit: a demo on the shared fake server shows it as a code tab and takes it to StackBlitz', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/editing/persistence/')) return t.skip('page not built');
    const { page, problems } = await openLiveDemo('/x/react-data-grid/editing/persistence/', 'CoffeeCatalogServerSave');
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: CoffeeCatalogServerSave' });
    await toolbar.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
    const tab = page.getByRole('tab', { name: 'demo-kit/data-grid-server.ts' });
    await tab.click();
    await page.locator('.demo-code').filter({ hasText: 'export function createGridServer' }).first().waitFor();
    const mark = site.fakes.mark();
    const popup = page.waitForEvent('popup');
    await toolbar.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await popup).waitForLoadState();
    const request = await site.fakes.waitFor('/stackblitz/run', undefined, mark);
    const form = new URLSearchParams(request.body);
    assert.ok(
      form.get('project[files][src/demo-kit/data-grid-server.ts]').includes('export function createGridServer'),
    );
    assert.ok(
      form.get('project[files][src/CoffeeCatalogServerSave.tsx]').includes("from '@demo-kit/data-grid-server'"),
    );
    assert.match(form.get('project[files][vite.config.ts]'), /'@demo-kit': '\/src\/demo-kit'/);
    const tsconfig = JSON.parse(form.get('project[files][tsconfig.json]'));
    assert.deepEqual(tsconfig.compilerOptions.paths, { '@demo-kit/*': ['./src/demo-kit/*'] });
    const manifest = JSON.parse(form.get('project[files][package.json]'));
    assert.equal(manifest.dependencies['@demo-kit/data-grid-server'], undefined);
    assert.deepEqual(problems(), []);
    await page.context().close();
  });
});
