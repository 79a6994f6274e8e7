import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage, site } from '../support/context.mjs';
import { liveDemoNamed } from '../support/demos.mjs';

const require = createRequire(import.meta.url);
const { decompressFromBase64 } = require('lz-string');

describe('demos', () => {
  it('waits to bring a demo below the fold to life until the reader nears it', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 700 } });
    await gotoHydrated(page, '/x/react-data-grid/');
    const below = page.locator('[data-demo="PinnedColumnsGrid"]');
    // The server's markup holds the demo's place (the grid renders in the browser only, inside
    // a box of fixed height), but the demo's code has not run.
    assert.equal(await below.locator('[data-live]').count(), 0);
    const reserved = await below.locator('.demo-root > div').boundingBox();
    assert.equal(Math.round(reserved?.height ?? 0), 360);
    await below.scrollIntoViewIfNeeded();
    await below.locator('[data-live="true"]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  it('renders a grid that sorts when a column header is clicked', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const demo = page.locator('[data-demo="FirstGrid"]');
    await demo.scrollIntoViewIfNeeded();
    const firstCity = () => demo.locator('[role="row"][data-rowindex="0"] [data-field="city"]').innerText();
    await demo.locator('[data-live="true"]').waitFor({ state: 'attached' });
    await demo.getByRole('gridcell', { name: 'Lisbon' }).waitFor();
    assert.equal(await firstCity(), 'Lisbon');
    await demo.getByRole('columnheader', { name: 'Population' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-demo="FirstGrid"] [role="row"][data-rowindex="0"] [data-field="city"]')
          ?.textContent === 'Lisbon',
    );
    await demo.getByRole('columnheader', { name: 'Population' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-demo="FirstGrid"] [role="row"][data-rowindex="0"] [data-field="city"]')
          ?.textContent === 'Nairobi',
    );
    await page.context().close();
  });

  /** Opens a page and waits until the named demo is live (its module loaded and mounted). */
  async function liveDemo(page, path, name) {
    await gotoHydrated(page, path);
    return liveDemoNamed(page, name);
  }

  it('opens a date picker and picks a day', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-date-pickers/quickstart/', 'FirstDatePicker');
    const field = demo.getByRole('group', { name: 'Delivery date' });
    await field.waitFor();
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '22' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await demo.locator('input').inputValue(), '04/22/2025');
    await page.context().close();
  });

  it('shows a chart tooltip when a bar is hovered', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-charts/quickstart/', 'FirstChart');
    const bar = demo.locator('.MuiBarElement-root').first();
    await bar.waitFor();
    const box = await bar.boundingBox();
    assert.ok(box, 'the bar has a box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.waitFor();
    const text = await tooltip.innerText();
    assert.match(text, /Mon/);
    assert.match(text, /Espresso/);
    assert.match(text, /34/);
    await page.context().close();
  });

  it('expands a tree item', async () => {
    const page = await newPage();
    const demo = await liveDemo(page, '/x/react-tree-view/quickstart/', 'FirstTreeView');
    const vegetables = demo.getByRole('treeitem', { name: 'Vegetables' });
    assert.equal(await vegetables.getAttribute('aria-expanded'), 'false');
    assert.equal(await demo.getByRole('treeitem', { name: 'Carrot' }).count(), 0);
    await vegetables.locator('.MuiTreeItem-content').first().click();
    assert.equal(await vegetables.getAttribute('aria-expanded'), 'true');
    await demo.getByRole('treeitem', { name: 'Carrot' }).waitFor();
    await page.context().close();
  });

  it('remembers JS or TS across reloads and pages', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: FirstGrid' });
    assert.equal(
      await toolbar.getByRole('button', { name: 'Show TypeScript source' }).getAttribute('aria-pressed'),
      'true',
    );
    await toolbar.getByRole('button', { name: 'Show JavaScript source' }).click();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'codeVariant');
    assert.equal(cookie?.value, 'JS');
    assert.ok(cookie.expires - Date.now() / 1000 > 364 * 24 * 3600, 'the cookie lasts a year');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('html').getAttribute('data-code-variant'), 'JS');
    assert.equal(
      await toolbar.getByRole('button', { name: 'Show JavaScript source' }).getAttribute('aria-pressed'),
      'true',
    );
    await gotoHydrated(page, '/x/react-data-grid/');
    const other = page.getByRole('toolbar', { name: 'Demo actions: InventoryGrid' });
    assert.equal(
      await other.getByRole('button', { name: 'Show JavaScript source' }).getAttribute('aria-pressed'),
      'true',
    );
    await page.context().close();
  });

  it('opens the code of a linked demo in the linked language', async () => {
    for (const [hash, language, marker] of [
      ['#InventoryGrid.tsx', 'ts', 'GridColDef'],
      ['#InventoryGrid.js', 'js', 'export default function InventoryGrid'],
    ]) {
      const page = await newPage();
      await gotoHydrated(page, `/x/react-data-grid/${hash}`);
      const code = page.locator('#demo-code-InventoryGrid');
      await code.locator(`pre.code-variant-${language}`).waitFor();
      const text = await code.locator(`pre.code-variant-${language}`).innerText();
      assert.match(text, new RegExp(marker));
      if (language === 'js') assert.doesNotMatch(text, /GridColDef/);
      assert.equal(
        await page.getByRole('button', { name: 'Collapse code' }).first().getAttribute('aria-expanded'),
        'true',
      );
      await page.context().close();
    }
  });

  it('copies the source, and a link to it', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: FirstGrid' });
    await toolbar.getByRole('button', { name: 'Copy the source' }).click();
    await toolbar.getByRole('button', { name: 'Copied' }).waitFor();
    const source = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(source, /export default function FirstGrid\(\)/);
    assert.match(source, /GridColDef\[\]/, 'TypeScript by default');
    await toolbar.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Copy link to JavaScript source' }).click();
    await page.getByText('Link to the source code copied to the clipboard').waitFor();
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      `${site.origin}/x/react-data-grid/quickstart/#FirstGrid.js`,
    );
    await page.context().close();
  });

  it('copies a hovered code block with Ctrl+C, and leaves a selection to the browser', async () => {
    const page = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/x/introduction/installation/');
    const block = page.locator('pre[data-language="tsx"]').first();
    const code = await block.innerText();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await page.keyboard.press('Control+c');
    await page.getByRole('button', { name: 'Copied' }).first().waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    const button = page.getByRole('button', { name: 'Copy code' }).first();
    assert.equal(await button.getAttribute('title'), 'Copy code (or Ctrl+C)');

    // With words selected, Ctrl+C is the browser's own copy of the selection: the site lets it pass.
    await page.evaluate(() => {
      window.__copyKeys = [];
      window.addEventListener(
        'keydown',
        (event) => event.key === 'c' && window.__copyKeys.push(event.defaultPrevented),
      );
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('main h1'));
      window.getSelection().removeAllRanges();
      window.getSelection().addRange(range);
    });
    await block.hover();
    await page.keyboard.press('Control+c');
    assert.deepEqual(await page.evaluate(() => window.__copyKeys), [false], 'the key was not taken over');
    await page.context().close();
  });

  it('resets a demo by remounting it', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/');
    const demo = page.locator('[data-demo="InventoryGrid"]');
    await demo.locator('[data-live="true"]').waitFor({ state: 'attached' });
    await demo.getByRole('checkbox', { name: 'Select row' }).first().check();
    await demo.getByText('1 row selected').waitFor();
    await page
      .getByRole('toolbar', { name: 'Demo actions: InventoryGrid' })
      .getByRole('button', { name: 'Reset demo' })
      .click();
    await demo.getByText('1 row selected').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('moves through the toolbar with the arrow keys', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const toolbar = page.getByRole('toolbar', { name: 'Demo actions: FirstGrid' });
    await toolbar.getByRole('button', { name: 'Show JavaScript source' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Show TypeScript source',
    );
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'More actions');
    assert.equal(await toolbar.locator('[tabindex="0"]').count(), 1, 'one tab stop');
    await page.context().close();
  });

  it('opens a demo in CodeSandbox with the right dependencies', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    const mark = site.fakes.mark();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('toolbar', { name: 'Demo actions: FirstGrid' })
      .getByRole('button', { name: 'Open in CodeSandbox' })
      .click();
    await (await popup).waitForLoadState();
    const request = await site.fakes.waitFor('/codesandbox/define', undefined, mark);
    const form = new URLSearchParams(request.body);
    assert.equal(form.get('query'), 'file=/src/FirstGrid.tsx');
    const base64 = form.get('parameters').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    const files = payload.files;
    assert.ok(files['src/FirstGrid.tsx'].content.includes('export default function FirstGrid'));
    assert.ok(files['src/index.tsx'].content.includes("import Demo from './FirstGrid';"));
    assert.ok(files['tsconfig.json'] && files['index.html']);
    const manifest = JSON.parse(files['package.json'].content);
    assert.equal(manifest.dependencies['@mui/x-data-grid'], '8.2.0');
    assert.equal(manifest.dependencies.react, '18.3.1');
    assert.equal(manifest.dependencies['react-dom'], '18.3.1');
    assert.match(manifest.dependencies['@mui/material'], /^7\./);
    assert.ok(manifest.dependencies['@emotion/react'] && manifest.dependencies['@emotion/styled']);
    assert.equal(manifest.devDependencies['@types/react'], '18.3.31');
    assert.ok(manifest.devDependencies.typescript);
    await page.context().close();
  });

  it('opens a demo in StackBlitz as a Vite project', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/react-data-grid/quickstart/');
    await page
      .getByRole('toolbar', { name: 'Demo actions: FirstGrid' })
      .getByRole('button', { name: 'Show JavaScript source' })
      .click();
    const mark = site.fakes.mark();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('toolbar', { name: 'Demo actions: FirstGrid' })
      .getByRole('button', { name: 'Open in StackBlitz' })
      .click();
    await (await popup).waitForLoadState();
    const request = await site.fakes.waitFor('/stackblitz/run', undefined, mark);
    assert.equal(request.query.get('file'), 'src/FirstGrid.js');
    const form = new URLSearchParams(request.body);
    assert.equal(form.get('project[template]'), 'node');
    assert.ok(form.get('project[files][src/FirstGrid.js]').includes('export default function FirstGrid'));
    assert.equal(form.get('project[files][tsconfig.json]'), null, 'no TypeScript config for the JavaScript variant');
    const manifest = JSON.parse(form.get('project[files][package.json]'));
    assert.equal(manifest.dependencies['@mui/x-data-grid'], '8.2.0');
    assert.equal(manifest.devDependencies.typescript, undefined);
    await page.context().close();
  });
});
