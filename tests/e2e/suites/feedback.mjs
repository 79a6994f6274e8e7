import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { axeViolations } from '../support/axe.mjs';
import { PUBLIC_DIR } from '../../../scripts/lib/built-site.mjs';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage, site } from '../support/context.mjs';
import { FAKE_PATHS } from '../../../scripts/lib/test-endpoints.mjs';

/** A guide page with H2 and H3 sections, translated into Chinese. */
const GUIDE = '/x/introduction/support/';
const GUIDE_PATHNAME = '/x/introduction/support';
/** A component's API page, with props, slots, classes and a theme name. */
const API_PAGE = '/x/api/data-grid/data-grid/';
const API_PATHNAME = '/x/api/data-grid/data-grid';

const question = (page, name = 'Was this page helpful?') => page.getByRole('group', { name });
const feedbackForm = (page) => page.locator('form:has(#docs-feedback-comment)');

/** The revision the footer names: every post carries it. */
const revisionOf = (page) => page.locator('[data-docs-revision]').getAttribute('data-docs-revision');

/** The `page_feedback` events the page has queued for analytics. */
function feedbackEvents(page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry))))
      .filter((call) => call[0] === 'event' && call[1] === 'page_feedback')
      .map((call) => call[2]),
  );
}

/** The scripts of the form's own lazy chunk (not the ones it shares), as the built site serves them. */
function formScripts() {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'));
  const files = stats.assetsByChunkName['feedback-form'];
  assert.ok(files, 'webpack.stats.json has a "feedback-form" chunk');
  return files.map((file) => `/${file}`).filter((file) => file.endsWith('.js'));
}

/** Clicks Send and returns the post the fake service received for it. */
async function send(page) {
  const mark = site.fakes.mark();
  await feedbackForm(page).getByRole('button', { name: 'Send' }).click();
  return site.fakes.waitFor(FAKE_PATHS.feedback, 10_000, mark);
}

describe('page feedback', () => {
  it('posts a No with its comment, keeps the comment when the service fails, and remembers the answer', async () => {
    const page = await newPage();
    // The failed send below is logged by the browser as a failed resource load, as for any reader.
    const problems = watchConsole(page, { ignore: [/status of 503/] });
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoHydrated(page, GUIDE);
    await page.waitForLoadState('networkidle');
    const scripts = formScripts();
    assert.ok(scripts.length > 0);
    for (const file of scripts) assert.ok(!requests.includes(file), `${file} is not loaded before the reader answers`);
    const no = question(page).getByRole('button', { name: 'No' });
    assert.equal(await no.getAttribute('aria-pressed'), 'false');
    await no.click();
    const comment = page.getByLabel('What should we improve on this page? (optional)', { exact: true });
    await comment.waitFor();
    for (const file of scripts) assert.ok(requests.includes(file), `${file} is loaded once the reader answers`);
    // The comment box takes focus when it opens.
    await page.waitForFunction(() => document.activeElement?.id === 'docs-feedback-comment');
    assert.equal(await no.getAttribute('aria-pressed'), 'true');
    const text = 'Say where to find the bug report template.';
    await comment.fill(text);

    site.fakes.failNext(FAKE_PATHS.feedback);
    const start = site.fakes.mark();
    const failed = await send(page);
    assert.equal(failed.method, 'POST');
    await page.getByRole('alert').filter({ hasText: 'Your feedback could not be sent.' }).waitFor();
    assert.equal(await comment.inputValue(), text, 'the comment is kept for another try');
    assert.deepEqual(await feedbackEvents(page), [], 'a failed send is not reported to analytics');

    const record = await send(page);
    assert.equal(record.method, 'POST');
    // JSON as text/plain: a CORS simple request, so no preflight.
    assert.match(record.headers['content-type'], /^text\/plain/);
    assert.deepEqual(
      site.fakes.requests.slice(start).filter((request) => request.method === 'OPTIONS'),
      [],
      'no preflight request',
    );
    assert.deepEqual(JSON.parse(record.body), {
      pathname: GUIDE_PATHNAME,
      lang: 'en',
      rating: 'no',
      comment: text,
      revision: await revisionOf(page),
    });
    await page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' }).waitFor();
    assert.equal(await feedbackForm(page).count(), 0, 'the form gives way to the thanks');
    assert.deepEqual(await feedbackEvents(page), [{ rating: 'no', has_comment: true, section_id: null }]);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForFunction(
      () => document.querySelector('[aria-labelledby="docs-feedback-question"] [aria-pressed="true"]') !== null,
    );
    assert.equal(await question(page).getByRole('button', { name: 'No' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await question(page).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'), 'false');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), `docs-feedback:en:${GUIDE_PATHNAME}`), 'no');
    // Answering again tells the service what the earlier answer was.
    await question(page).getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('What helped you on this page? (optional)', { exact: true }).waitFor();
    const changed = await send(page);
    assert.deepEqual(JSON.parse(changed.body), {
      pathname: GUIDE_PATHNAME,
      lang: 'en',
      rating: 'yes',
      previousRating: 'no',
      revision: await revisionOf(page),
    });
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('comments on a section from its heading, leaving the heading, its anchor and the contents as they were', async () => {
    const page = await newPage();
    await gotoHydrated(page, GUIDE);
    const heading = page.locator('h3#how-to-questions');
    assert.equal((await heading.innerText()).trim(), 'How-to questions');
    assert.equal(
      await heading.getByRole('link', { name: 'Link to this section' }).getAttribute('href'),
      '#how-to-questions',
    );
    assert.ok((await page.locator('a[href="#how-to-questions"]').count()) >= 2, 'the contents still link to it');

    // Reachable by keyboard: the next stop after the anchor, and visible while focused.
    await heading.getByRole('link', { name: 'Link to this section' }).focus();
    await page.keyboard.press('Tab');
    const button = heading.getByRole('button', { name: 'Comment on this section' });
    assert.equal(await button.evaluate((element) => element === document.activeElement), true);
    await page.waitForFunction(
      () => getComputedStyle(document.activeElement ?? document.body).opacity === '1',
      undefined,
      { timeout: 5000 },
    );
    await page.keyboard.press('Enter');

    const comment = page.getByLabel('Your comment', { exact: true });
    await comment.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'docs-feedback-comment');
    const about = page.getByLabel('About', { exact: true });
    assert.equal(await about.inputValue(), 'how-to-questions');
    assert.equal((await about.locator('option:checked').textContent())?.trim(), 'How-to questions');

    await comment.fill('Link the discussion forum from here.');
    const record = await send(page);
    assert.deepEqual(JSON.parse(record.body), {
      pathname: GUIDE_PATHNAME,
      lang: 'en',
      comment: 'Link the discussion forum from here.',
      section: { id: 'how-to-questions', title: 'How-to questions' },
      revision: await revisionOf(page),
    });
    assert.deepEqual(await feedbackEvents(page), [
      { rating: 'none', has_comment: true, section_id: 'how-to-questions' },
    ]);
    await page.context().close();
  });

  it('axe finds no violation with the form open', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const page = await newPage({ colorScheme });
      await gotoHydrated(page, GUIDE);
      await question(page).getByRole('button', { name: 'Yes' }).click();
      await feedbackForm(page).waitFor();
      // An error message showing too.
      site.fakes.failNext(FAKE_PATHS.feedback);
      await send(page);
      await page.getByRole('alert').filter({ hasText: 'Your feedback could not be sent.' }).waitFor();
      assert.deepEqual(await axeViolations(page, { colorScheme }), []);
      await page.context().close();
    }
  });

  it('speaks Chinese on a Chinese page', async () => {
    const page = await newPage();
    await gotoHydrated(page, `/zh${GUIDE}`);
    const group = question(page, '本页对您有帮助吗？');
    await group.getByRole('button', { name: '是' }).waitFor();
    assert.ok((await page.getByRole('button', { name: '评论本节' }).count()) > 0);
    await group.getByRole('button', { name: '是' }).click();
    await page.getByLabel('本页哪些内容对您有帮助？（可选）', { exact: true }).waitFor();
    const mark = site.fakes.mark();
    await feedbackForm(page).getByRole('button', { name: '发送' }).click();
    const record = await site.fakes.waitFor(FAKE_PATHS.feedback, 10_000, mark);
    assert.deepEqual(JSON.parse(record.body), {
      pathname: GUIDE_PATHNAME,
      lang: 'zh',
      rating: 'yes',
      revision: await revisionOf(page),
    });
    await page.getByRole('status').filter({ hasText: '感谢您的反馈。' }).waitFor();
    await page.context().close();
  });

  it('comments on an API page’s section from its heading, with the same form and chunk as a guide', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoHydrated(page, API_PAGE);
    await page.waitForLoadState('networkidle');
    await question(page).getByRole('button', { name: 'Yes' }).waitFor();
    const scripts = formScripts();
    for (const file of scripts) assert.ok(!requests.includes(file), `${file} is not loaded before the reader asks`);

    // Every section the contents list has the button; the props listed under Props do not.
    const commented = await page
      .getByRole('button', { name: 'Comment on this section' })
      .evaluateAll((buttons) => buttons.map((button) => button.closest('h2, h3')?.id ?? null));
    const listed = await page
      .locator('nav[aria-labelledby="toc-heading"] a[href^="#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href').slice(1)));
    assert.deepEqual(commented, listed);
    assert.ok(commented.includes('props') && commented.includes('theme-default-props'));
    const heading = page.locator('h2#props');
    assert.equal((await heading.innerText()).trim(), 'Props');

    await heading.getByRole('button', { name: 'Comment on this section' }).click();
    const comment = page.getByLabel('Your comment', { exact: true });
    await comment.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'docs-feedback-comment');
    for (const file of scripts) assert.ok(requests.includes(file), `${file}, the guide pages' form, is loaded`);
    const about = page.getByLabel('About', { exact: true });
    assert.equal(await about.inputValue(), 'props');
    assert.equal((await about.locator('option:checked').textContent())?.trim(), 'Props');

    await comment.fill('Mark which props need a Pro plan.');
    const record = await send(page);
    assert.deepEqual(JSON.parse(record.body), {
      pathname: API_PATHNAME,
      lang: 'en',
      comment: 'Mark which props need a Pro plan.',
      section: { id: 'props', title: 'Props' },
      revision: await revisionOf(page),
    });
    await page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' }).waitFor();
    assert.deepEqual(await feedbackEvents(page), [{ rating: 'none', has_comment: true, section_id: 'props' }]);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
