import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage, url } from '../support/context.mjs';
import { liveDemoNamed } from '../support/demos.mjs';
import { PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';
import { readWebpackStats } from '../../../scripts/lib/first-load-js.mjs';

/** The pages with a Chinese translation (content/zh/). */
const TRANSLATED = [
  '/zh/x/introduction/',
  '/zh/x/introduction/installation/',
  '/zh/x/introduction/licensing/',
  '/zh/x/introduction/support/',
  '/zh/x/common-concepts/custom-components/',
  '/zh/x/react-data-grid/',
  '/zh/x/react-data-grid/quickstart/',
  '/zh/x/react-date-pickers/',
  '/zh/x/react-date-pickers/quickstart/',
  '/zh/x/react-date-pickers/base-concepts/',
  '/zh/x/react-charts/',
  '/zh/x/react-charts/quickstart/',
  '/zh/x/react-tree-view/',
  '/zh/x/react-tree-view/quickstart/',
];

describe('languages', () => {
  it('switches to the same page in the other language and back', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/introduction/licensing/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL(url('/zh/x/introduction/licensing/'));
    await page.getByRole('button', { name: '语言: 中文' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    await page.getByRole('button', { name: '语言: 中文' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(url('/x/introduction/licensing/'));
    await page.context().close();
  });

  it('shows English content with a notice where no translation exists, and keeps links in the language', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/zh/x/introduction/roadmap/');
    const notice = page.getByRole('note');
    assert.match(await notice.innerText(), /尚未翻译成中文/);
    assert.equal(await page.locator('article').getAttribute('lang'), 'en');
    const link = page.locator('article').getByRole('link', { name: 'priority support' }).first();
    assert.equal(await link.getAttribute('href'), '/zh/x/introduction/priority-support/');
    await page.context().close();
  });

  it('shows the translated pages in Chinese, with the English anchors, contents and links in the language', async () => {
    const page = await newPage();
    for (const path of TRANSLATED) {
      await gotoHydrated(page, path);
      assert.match((await page.locator('html').getAttribute('lang')) ?? '', /^zh\b/, `${path}: <html lang>`);
      assert.equal(await page.getByText('尚未翻译成中文').count(), 0, `${path}: no untranslated notice`);
      assert.equal(await page.locator('article[lang="en"]').count(), 0, `${path}: the article is not marked English`);
      assert.match(await page.locator('h1').innerText(), /\p{Script=Han}/u, `${path}: a Chinese title`);
    }
    // Headings keep the English anchors, and the contents list links to them in Chinese.
    await gotoHydrated(page, '/zh/x/introduction/licensing/');
    assert.match(await page.locator('h2#plans, h3#pro-plan').last().innerText(), /\p{Script=Han}/u);
    const contents = page.getByRole('navigation', { name: '目录' });
    assert.match(await contents.locator('a[href="#pro-plan"]').innerText(), /Pro 版/);
    // Links between pages stay in Chinese.
    await gotoHydrated(page, '/zh/x/react-charts/');
    const licensing = page.locator('article a[href="/zh/x/introduction/licensing/#pro-plan"]');
    assert.ok((await licensing.count()) > 0, 'the Charts overview links to the Pro plan, in Chinese');
    await licensing.first().click();
    await page.waitForURL(url('/zh/x/introduction/licensing/#pro-plan'));
    await page.locator('#pro-plan').waitFor();
    await page.context().close();
  });

  it('draws the demos’ own component texts in Chinese on Chinese pages, from the server’s markup on', async () => {
    const zh = await newPage({ javaScriptEnabled: false });
    await zh.goto(url('/zh/x/react-date-pickers/date-time-picker/'));
    const staticPicker = zh.locator('[data-demo="DateTimePickerVariants"]');
    assert.ok((await staticPicker.getByRole('button', { name: '取消' }).count()) > 0, 'the server renders 取消');
    assert.equal(await staticPicker.getByRole('button', { name: 'Cancel' }).count(), 0);
    await zh.context().close();

    // The Chinese texts are a chunk of their own, loaded by Chinese pages only.
    const stats = readWebpackStats(PUBLIC_DIR);
    const localeScripts = stats.namedChunkGroups['demo-locales-zh'].assets.map((asset) => asset.name);
    const loadedLocales = (page) =>
      page.evaluate(
        (names) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => names.some((name) => entry.name.endsWith(`/${name}`))).length,
        localeScripts,
      );

    const page = await newPage();
    await gotoHydrated(page, '/zh/x/react-data-grid/quickstart/');
    const grid = await liveDemoNamed(page, 'FirstGrid');
    await grid.getByText('每页行数:').waitFor();
    assert.equal(await grid.getByText('Rows per page:').count(), 0);
    assert.ok((await loadedLocales(page)) > 0, 'the Chinese page loaded the locales');
    await page.context().close();

    const english = await newPage();
    await gotoHydrated(english, '/x/react-data-grid/quickstart/');
    const englishGrid = await liveDemoNamed(english, 'FirstGrid');
    await englishGrid.getByText('Rows per page:').waitFor();
    assert.equal(await loadedLocales(english), 0, 'the English page did not load the Chinese locales');
    await english.context().close();
  });
});
