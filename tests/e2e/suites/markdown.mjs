import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, url } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Clicks "Copy page" (in the page's language) and returns what reached the clipboard. */
async function copyPage(page, buttonName, statusText) {
  await page.getByRole('button', { name: buttonName }).click();
  await page.getByRole('status').filter({ hasText: statusText }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('Markdown copies', () => {
  it('"Copy page" puts the page\'s Markdown copy on the clipboard, in each language', async (t) => {
    if (!isSelectedPage('/x/introduction/licensing/')) return t.skip('page not built');
    for (const [path, button, status] of [
      ['/x/introduction/licensing/', 'Copy page', 'Page copied as Markdown'],
      ['/zh/x/introduction/licensing/', '复制页面', '已将页面复制为 Markdown'],
    ]) {
      const page = await newPage(CLIPBOARD);
      const problems = watchConsole(page);
      await gotoHydrated(page, path);
      const markdownUrl = path.replace(/\/$/, '.md');
      const markdownRequests = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.md')) markdownRequests.push(request.url());
      });
      const copied = await copyPage(page, button, status);
      const served = await (await fetch(url(markdownUrl))).text();
      assert.equal(copied, served, `${path}: the clipboard holds the .md file`);
      assert.match(copied, /^# .+\n\n/, `${path}: the copy starts with the page title`);
      const prose = copied.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      assert.doesNotMatch(prose, /<[A-Z][A-Za-z]*[\s/>]/, `${path}: no JSX outside code blocks`);
      assert.deepEqual(markdownRequests, [url(markdownUrl)], 'fetched on click only');
      const view = page.getByRole('link', { name: path.startsWith('/zh/') ? '以 Markdown 查看' : 'View as Markdown' });
      assert.equal(await view.getAttribute('href'), markdownUrl);
      assert.deepEqual(problems, []);
      await page.context().close();
    }
  });

  it('serves an API page as Markdown with its full prop table', async (t) => {
    if (!isSelectedPage('/x/api/date-pickers/date-picker/')) return t.skip('page not built');
    const response = await fetch(url('/x/api/date-pickers/date-picker.md'));
    assert.equal(response.status, 200);
    const markdown = await response.text();
    assert.match(markdown, /^# DatePicker API\n/);
    assert.match(markdown, /Read from `@mui\/x-date-pickers@8\.2\.0`/);
    assert.match(markdown, /\n## Props\n\n\| Name \| Type \| Default \| Description \|\n/);
    assert.match(markdown, /\n\| `disableFuture` \| `boolean` \| `false` \| .+ \|\n/);
    assert.match(markdown, /\n## Slots\n/);
    // The ref note and the theme name, as the page has them, in each language.
    assert.match(markdown, /\nThe ref is forwarded to the root element, `HTMLDivElement`\.\n/);
    assert.match(
      markdown,
      /\n### Theme default props\n\nIts name in the theme is `MuiDatePicker`: .+ \[More on default props in the theme\]\(http[^)]+\/x\/react-date-pickers\/quickstart\/#theme-augmentation\)\n/,
    );
    const zh = await (await fetch(url('/zh/x/api/date-pickers/date-picker.md'))).text();
    assert.match(zh, /\nref 会转发到根元素 `HTMLDivElement`。\n/);
    assert.match(
      zh,
      /\n### 主题默认属性\n\n它在主题中的名称是 `MuiDatePicker`：.+ \[关于主题默认属性的更多内容\]\(http[^)]+\/zh\/x\/react-date-pickers\/quickstart\/#theme-augmentation\)\n/,
    );
  });

  it('serves llms.txt for the site and each product, linking Markdown copies', async (t) => {
    if (!isSelectedPage('/x/introduction/')) return t.skip('page not built');
    const site = await (await fetch(url('/x/llms.txt'))).text();
    assert.match(site, /^# MUI X v8\.2\.0\n\n> /);
    assert.match(site, /\n- \[[^\]]+\]\(http[^)]+\/x\/introduction\/installation\.md\): /);
    const zh = await (await fetch(url('/zh/x/llms.txt'))).text();
    assert.match(zh, /\/zh\/x\/introduction\/installation\.md\)/);
    for (const product of ['react-data-grid', 'react-date-pickers', 'react-charts', 'react-tree-view']) {
      const response = await fetch(url(`/x/${product}/llms.txt`));
      assert.equal(response.status, 200, `/x/${product}/llms.txt`);
      const full = await fetch(url(`/x/${product}/llms-full.txt`));
      assert.equal(full.status, 200, `/x/${product}/llms-full.txt`);
    }
  });
});
