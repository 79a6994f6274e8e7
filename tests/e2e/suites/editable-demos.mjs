import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, site } from '../support/context.mjs';
import { liveDemoNamed } from '../support/demos.mjs';

const require = createRequire(import.meta.url);
const { decompressFromBase64 } = require('lz-string');

const PAGE = '/x/react-data-grid/quickstart/';
const DEMO = 'FirstGrid';

/** The editor chunk sets `window.Prism` (its highlighter, told to stay manual) when it loads. */
const editorLoaded = (page) => page.evaluate(() => typeof window.Prism !== 'undefined');

function toolbar(page) {
  return page.getByRole('toolbar', { name: `Demo actions: ${DEMO}` });
}

function editor(page) {
  return page.getByRole('textbox', { name: `Code of ${DEMO}: ${DEMO}.tsx (editable)` });
}

function columnHeader(page, name) {
  return page.locator(`[data-demo="${DEMO}"] [role="columnheader"]`, { hasText: name });
}

/** Opens the quickstart with the demo live, its full code shown, and the editor open on it. */
async function openEditor(options = {}) {
  const page = await newPage(options);
  const problems = watchConsole(page);
  await gotoHydrated(page, PAGE);
  await liveDemoNamed(page, DEMO);
  await toolbar(page).getByRole('button', { name: 'Expand code' }).click();
  await page.locator(`#demo-code-${DEMO} pre`).first().click();
  await editor(page).waitFor();
  return { page, problems };
}

async function editTo(page, replace) {
  const textarea = editor(page);
  await textarea.fill(replace(await textarea.inputValue()));
}

describe('editable demos', () => {
  it('loads no editor code on a prose page or a demo page until a code panel is reached', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/installation/');
    await page.waitForTimeout(1000);
    assert.equal(await editorLoaded(page), false, 'a prose page loaded the editor');
    await gotoHydrated(page, PAGE);
    await liveDemoNamed(page, DEMO);
    await page.waitForTimeout(1000);
    assert.equal(await editorLoaded(page), false, 'a demo page loaded the editor before any code was reached');
    await page.locator(`#demo-code-${DEMO} pre`).first().focus();
    await page.waitForFunction(() => typeof window.Prism !== 'undefined');
    await page.context().close();
  });

  it('re-renders the preview with an edited column header, and marks the demo edited', async () => {
    const { page, problems } = await openEditor();
    await editTo(page, (code) => code.replace("headerName: 'City'", "headerName: 'Town'"));
    await columnHeader(page, 'Town').waitFor();
    assert.equal(await columnHeader(page, 'City').count(), 0);
    await toolbar(page).getByText('Edited').waitFor();
    // The edit survives hiding and showing the code.
    await toolbar(page).getByRole('button', { name: 'Collapse code' }).click();
    await toolbar(page).getByRole('button', { name: 'Expand code' }).click();
    // An edited demo's code comes back as the editor itself.
    assert.match(await editor(page).inputValue(), /headerName: 'Town'/);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('shows a syntax error after the pause, with its line and column, and keeps the last good render', async () => {
    const { page } = await openEditor();
    await editTo(page, (code) => code.replace("headerName: 'City'", "headerName: 'Town'"));
    await columnHeader(page, 'Town').waitFor();
    await editTo(page, (code) =>
      code.replace('<DataGrid rows={rows} columns={columns} />', '<DataGrid rows={rows} columns={columns} >'),
    );
    const message = page.locator(`[data-demo="${DEMO}"] .demo-edit-error`);
    await message.getByText(/Syntax error/).waitFor();
    assert.match(await message.innerText(), /FirstGrid\.tsx, line \d+, column \d+/);
    assert.equal(await columnHeader(page, 'Town').count(), 1, 'the last good render stays');
    await page.context().close();
  });

  it('catches an error thrown while rendering: the page goes on, the message names the line', async () => {
    const { page } = await openEditor();
    await editTo(page, (code) =>
      code.replace(
        'export default function FirstGrid() {',
        "export default function FirstGrid() {\n  throw new Error('broken on purpose');",
      ),
    );
    const message = page.locator(`[data-demo="${DEMO}"] .demo-edit-error`);
    await message.getByText(/broken on purpose/).waitFor();
    assert.match(await message.innerText(), /FirstGrid\.tsx, line 17, column \d+/);
    // The frame still answers: the theme toggle and the navigation are there.
    await page.locator('header').first().waitFor();
    assert.equal(await page.locator(`[data-demo="${DEMO}"]`).count(), 1);
    await page.context().close();
  });

  it('names an import the edited demo cannot load', async () => {
    const { page } = await openEditor();
    await editTo(page, (code) => `import leftPad from 'left-pad';\nconsole.log(leftPad);\n${code}`);
    const message = page.locator(`[data-demo="${DEMO}"] .demo-edit-error`);
    await message.getByText(/cannot import "left-pad"/).waitFor();
    assert.match(await message.innerText(), /@mui\/x-data-grid/);
    await page.context().close();
  });

  it('resets to the original code and remounts', async () => {
    const { page } = await openEditor();
    await editTo(page, (code) => code.replace("headerName: 'City'", "headerName: 'Town'"));
    await columnHeader(page, 'Town').waitFor();
    await toolbar(page).getByRole('button', { name: 'Reset demo' }).click();
    await columnHeader(page, 'City').waitFor();
    assert.equal(await toolbar(page).getByText('Edited').count(), 0);
    assert.match(await editor(page).inputValue(), /headerName: 'City'/);
    await page.context().close();
  });

  it('copies and opens in CodeSandbox the edited code', async () => {
    const { page } = await openEditor({ permissions: ['clipboard-read', 'clipboard-write'] });
    await editTo(page, (code) => code.replace("headerName: 'City'", "headerName: 'Town'"));
    await columnHeader(page, 'Town').waitFor();
    await toolbar(page).getByRole('button', { name: 'Copy the source' }).click();
    await toolbar(page).getByRole('button', { name: 'Copied' }).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /headerName: 'Town'/);
    const mark = site.fakes.mark();
    const popup = page.waitForEvent('popup');
    await toolbar(page).getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await popup).waitForLoadState();
    const request = await site.fakes.waitFor('/codesandbox/define', undefined, mark);
    const base64 = new URLSearchParams(request.body).get('parameters').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    assert.match(payload.files['src/FirstGrid.tsx'].content, /headerName: 'Town'/);
    await page.context().close();
  });

  it('lets the keyboard in and out: Tab indents, Escape then Tab leaves', async () => {
    const { page } = await openEditor();
    const textarea = editor(page);
    const before = await textarea.inputValue();
    await textarea.press('Tab');
    assert.equal((await textarea.inputValue()).length, before.length + 2);
    await page.keyboard.press('Control+z');
    assert.equal(await textarea.inputValue(), before, 'undo takes the indent back');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'A', 'focus left the editor');
    await page.context().close();
  });

  it('axe finds nothing in the open editor', async () => {
    const { page } = await openEditor();
    await editTo(page, (code) => code.replace("headerName: 'City'", 'headerName: City'));
    await page.locator(`[data-demo="${DEMO}"] .demo-edit-error`).getByText(/Error/).waitFor();
    assert.deepEqual(await axeViolations(page, { include: `[data-demo="${DEMO}"]` }), []);
    await page.context().close();
  });
});
