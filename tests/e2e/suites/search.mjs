import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, site } from '../support/context.mjs';

/** Opens the search with Ctrl+K and types a query; returns the dialog's combobox. */
async function search(page, query) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: /Search the documentation|搜索文档/ });
  await input.waitFor();
  await input.fill(query);
  return input;
}

/** The results' names and links, best first, once the list shows results for the query. */
async function results(page) {
  const options = page.getByRole('option');
  await options.first().waitFor();
  return options.evaluateAll((nodes) =>
    nodes.map((node) => ({ text: node.textContent ?? '', href: node.getAttribute('href') ?? '' })),
  );
}

/** Waits until the full-text index has loaded too (the dialog stops saying it is still loading). */
async function fullTextLoaded(page) {
  await page.waitForFunction(() =>
    [...performance.getEntriesByType('resource')].some((entry) =>
      /\/x\/search-index\/\w+-text\.[0-9a-f]{10}\.json$/.test(entry.name),
    ),
  );
  await page.getByText(/Searching the page text too|正在同时搜索页面正文/).waitFor({ state: 'detached' });
}

/** The scripts of a named chunk group (`search-strings-zh`), as the built site serves them. */
function chunkScripts(name) {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'));
  const group = stats.namedChunkGroups[name];
  assert.ok(group, `webpack.stats.json has a "${name}" chunk group`);
  return group.assets.map((asset) => `/${asset.name}`).filter((file) => file.endsWith('.js'));
}

describe('search', () => {
  it('costs a prose page no index request until the dialog opens', async () => {
    const page = await newPage();
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/x/introduction/licensing/');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((url) => url.startsWith('/x/search-index/')),
      [],
    );
    await search(page, 'licens');
    await results(page);
    assert.ok(requests.includes('/x/search-index/en-names.json'));
    // The dialog's strings come in the page's language only.
    for (const file of chunkScripts('search-strings-en')) assert.ok(requests.includes(file), file);
    for (const file of chunkScripts('search-strings-zh')) assert.ok(!requests.includes(file), file);
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/x\/search-index\/en-text\.[0-9a-f]{10}\.json$/.test(entry.name)),
    );
    await page.context().close();
  });

  it('ranks exact API names first, forgives typos and matches prefixes and camelCase', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page, '/x/introduction/');
    const input = await search(page, 'checkboxSelection');
    await fullTextLoaded(page);
    const first = async (query) => {
      await input.fill(query);
      await page
        .getByRole('status')
        .filter({ hasText: /results?$/ })
        .waitFor();
      return (await results(page))[0];
    };
    for (const name of ['checkboxSelection', 'getRowId', 'rowSelectionModel']) {
      const top = await first(name);
      assert.equal(top.href, `/x/api/data-grid/data-grid/#prop-${name}`, name);
      assert.match(top.text, /Community.*Pro.*Premium/, `${name} lists the three plans`);
      const all = await results(page);
      // One row for DataGrid, DataGridPro and DataGridPremium (GridApi's method of the same name is another row).
      const grids = all.filter((hit) =>
        new RegExp(`^/x/api/data-grid/data-grid(-pro|-premium)?/#prop-${name}$`).test(hit.href),
      );
      assert.equal(grids.length, 1, `${name} once for the three grids`);
    }
    assert.equal((await first('chekboxSelection')).href, '/x/api/data-grid/data-grid/#prop-checkboxSelection');
    assert.equal((await first('licens')).href, '/x/introduction/licensing/');
    // `rowSelection` is a prop of its own, an exact match; the longer name follows it.
    assert.equal((await first('rowselection')).href, '/x/api/data-grid/data-grid/#prop-rowSelection');
    const camelCase = (await results(page)).slice(0, 3).map((hit) => hit.href);
    assert.ok(camelCase.includes('/x/api/data-grid/data-grid/#prop-rowSelectionModel'), camelCase.join(', '));
    await input.fill('DatePicker');
    await page
      .getByRole('status')
      .filter({ hasText: /results?$/ })
      .waitFor();
    const datePicker = (await results(page)).slice(0, 3).map((hit) => hit.href);
    assert.ok(datePicker.includes('/x/api/date-pickers/date-picker/'), datePicker.join(', '));
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('moves with the arrow keys, opens with Enter, and closes with Escape giving focus back', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('combobox');
    await input.waitFor();
    assert.ok(await input.evaluate((node) => node === document.activeElement));
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    assert.ok(await button.evaluate((node) => node === document.activeElement), 'focus is back on the button');

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await input.waitFor();
    await input.fill('licensing');
    const hits = await results(page);
    await page.keyboard.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), 'search-result-1');
    await page.keyboard.press('ArrowUp');
    assert.equal(await input.getAttribute('aria-activedescendant'), 'search-result-0');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}${hits[0].href}`);
    await input.waitFor({ state: 'detached' });

    // The query is kept as a recent search, across page loads.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.getByRole('button', { name: 'licensing' }).waitFor();
    await page.context().close();
  });

  it('narrows the results to one product', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/');
    await search(page, 'selection');
    await results(page);
    await page.getByRole('group', { name: 'Filter by product' }).getByRole('button', { name: 'Charts' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="option"]')].every((node) =>
        /react-charts|\/api\/charts\//.test(node.getAttribute('href') ?? ''),
      ),
    );
    const hits = await results(page);
    assert.ok(hits.length > 0);
    await page.context().close();
  });

  it('answers Chinese queries from the Chinese index on /zh/x/, and English API names there too', async () => {
    const page = await newPage();
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/zh/x/react-data-grid/');
    const input = await search(page, '快速入门');
    const hits = await results(page);
    assert.ok(hits[0].href.startsWith('/zh/x/'), hits[0].href);
    assert.match(hits[0].text, /快速入门/);
    assert.ok(requests.includes('/x/search-index/zh-names.json'));
    assert.ok(!requests.some((url) => /^\/x\/search-index\/en-/.test(url)));
    for (const file of chunkScripts('search-strings-zh')) assert.ok(requests.includes(file), file);
    for (const file of chunkScripts('search-strings-en')) assert.ok(!requests.includes(file), file);
    await input.fill('checkboxSelection');
    await page
      .getByRole('status')
      .filter({ hasText: /条结果$/ })
      .waitFor();
    assert.equal((await results(page))[0].href, '/zh/x/api/data-grid/data-grid/#prop-checkboxSelection');
    await page.context().close();
  });

  it('opens from /x/search/?q= with the query', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/search/?q=getRowId');
    const input = page.getByRole('combobox');
    await input.waitFor();
    assert.equal(await input.inputValue(), 'getRowId');
    assert.equal((await results(page))[0].href, '/x/api/data-grid/data-grid/#prop-getRowId');
    await page.context().close();
  });

  it('axe finds no violation in the open dialog, with results', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const page = await newPage({ colorScheme });
      await gotoHydrated(page, '/x/introduction/');
      await search(page, 'filter');
      await results(page);
      assert.deepEqual(await axeViolations(page, { colorScheme, include: 'dialog', elements: 3 }), []);
      await page.context().close();
    }
  });
});
