import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, url } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

/** Opens a guide and returns the page and the table with this accessible name (its caption). */
async function openTable(path, caption) {
  const page = await newPage();
  const problems = watchConsole(page);
  await gotoHydrated(page, path);
  const table = page.getByRole('table', { name: caption, exact: true });
  await table.waitFor();
  return { page, table, problems };
}

/** The text of a table's column headers. */
const headersOf = (table) => table.locator('thead th').allTextContents();

describe('API tables generated from the declarations', () => {
  it('the events page lists every event, rowClick with its params and event types', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/events/')) return t.skip('page not built');
    const { page, table, problems } = await openTable('/x/react-data-grid/events/', 'Data Grid events');
    assert.deepEqual(await headersOf(table), ['Event', 'Params', 'Event object', 'Description']);
    const rowClick = table.getByRole('row', { name: /^rowClick\b/ });
    assert.equal(await rowClick.count(), 1);
    assert.match(await rowClick.innerText(), /GridRowParams[\s\S]*React\.MouseEvent<HTMLElement>[\s\S]*row is clicked/);
    // Premium events carry the Premium badge, a link to the licensing page.
    const grouping = table.getByRole('row', { name: /^rowGroupingModelChange\b/ });
    assert.equal(await grouping.getByRole('link', { name: 'Premium plan' }).count(), 1);
    assert.ok((await table.locator('tbody tr').count()) > 80, 'about a hundred events');
    assert.deepEqual(await axeViolations(page, { include: 'table' }), []);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('the state page lists gridFilterModelSelector with the type it returns', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/state/')) return t.skip('page not built');
    const { page, table, problems } = await openTable('/x/react-data-grid/state/', 'Data Grid selectors');
    assert.deepEqual(await headersOf(table), ['Selector', 'Returns', 'Description']);
    const row = table.getByRole('row', { name: /^gridFilterModelSelector\b/ });
    assert.match(await row.innerText(), /GridFilterModel/);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('the API object page lists the whole GridApi, sortColumn with its signature', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/api-object/')) return t.skip('page not built');
    const { page, table, problems } = await openTable('/x/react-data-grid/api-object/', 'Methods of GridApi');
    const row = table.getByRole('row', { name: /^sortColumn\b/ });
    assert.match(await row.locator('td code').first().innerText(), /^\(field: .*\) => void$/);
    const excel = table.getByRole('row', { name: /^getDataAsExcel\b/ });
    assert.equal(await excel.getByRole('link', { name: 'Premium plan' }).count(), 1);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('the Chinese page has Chinese headers, and the JSDoc is marked as English', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/events/')) return t.skip('page not built');
    const { page, table, problems } = await openTable('/zh/x/react-data-grid/events/', '数据表格事件');
    assert.deepEqual(await headersOf(table), ['事件', '参数', '事件对象', '说明']);
    const description = table
      .getByRole('row', { name: /^rowClick\b/ })
      .locator('td [lang="en"]')
      .first();
    assert.match(await description.innerText(), /row is clicked/);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('the Markdown copy of the events page has the events as a Markdown table', async (t) => {
    if (!isSelectedPage('/x/react-data-grid/events/')) return t.skip('page not built');
    const response = await fetch(url('/x/react-data-grid/events.md'));
    assert.equal(response.status, 200);
    const markdown = await response.text();
    assert.match(markdown, /\| Event \| Params \| Event object \| Description \|/);
    assert.match(
      markdown,
      /\| `rowClick` \| `GridRowParams` \| `React\.MouseEvent<HTMLElement>` \| Fired when a row is clicked\./,
    );
  });
});
