import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gotoHydrated, newPage, url } from '../support/context.mjs';

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
    await gotoHydrated(page, '/zh/x/introduction/support/');
    const notice = page.getByRole('note');
    assert.match(await notice.innerText(), /尚未翻译成中文/);
    assert.equal(await page.locator('article').getAttribute('lang'), 'en');
    const link = page.locator('article').getByRole('link', { name: 'priority support' }).first();
    assert.equal(await link.getAttribute('href'), '/zh/x/introduction/priority-support/');
    await page.context().close();
  });
});
