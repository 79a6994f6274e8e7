import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiPageView } from '../../src/components/api/api-view-types';
import { DOCS_REVISION, siteConfig } from '../../src/config/site-config';
import type * as SiteConfigModule from '../../src/config/site-config';
import type { Language } from '../../src/i18n/languages';
import { apiProp, dataGridView, renderApiPage } from './support/api-page-fixtures';
import { isolateFeedbackTests, mockFetch } from './support/feedback-env';

// The feedback service is configured for these tests; one test turns it off.
jest.mock('../../src/config/site-config', () => {
  const actual = jest.requireActual<typeof SiteConfigModule>('../../src/config/site-config');
  return { ...actual, siteConfig: { ...actual.siteConfig, feedbackUrl: 'https://feedback.example/docs' } };
});

const DATA_GRID = dataGridView([apiProp('rows', 'GridRowsProp<R>'), apiProp('slots', 'Partial<GridSlotsComponent>')]);

const PATHNAME = '/x/api/data-grid/data-grid';

const renderPage = (api: ApiPageView = DATA_GRID, lang: Language = 'en') => renderApiPage(api, lang, PATHNAME);

/** The ids of the headings that carry a "Comment on this section" button, in page order. */
function commentedHeadings(name: string): string[] {
  return screen.getAllByRole('button', { name }).map((button) => button.closest('h2, h3')?.id ?? '(none)');
}

isolateFeedbackTests();

describe('API page feedback', () => {
  it('puts "Comment on this section" on every section heading the contents list, not on the entries', () => {
    renderPage();
    expect(commentedHeadings('Comment on this section')).toEqual([
      'demos',
      'import',
      'props',
      'theme-default-props',
      'slots',
      'css-classes',
      'source-code',
    ]);
    // The expanded list's entries are headings too, but no section.
    expect(document.getElementById('prop-rows')?.querySelector('button')).toBeNull();
    // The heading's text and the sections' names stay as they were.
    expect(document.getElementById('props')?.textContent).toBe('Props');
    expect(screen.getByRole('region', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument();
  });

  it('opens the form on the Props section and posts the section with the comment', async () => {
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage();
    const heading = screen.getByRole('heading', { level: 2, name: /^Props/ });
    await userEvent.click(within(heading).getByRole('button', { name: 'Comment on this section' }));
    const comment = await screen.findByLabelText('Your comment');
    await waitFor(() => expect(comment).toHaveFocus());
    const about = screen.getByLabelText('About');
    expect(about).toHaveValue('props');
    // The form offers the page's sections by their titles, as the contents list them.
    expect(within(about).getByRole('option', { name: 'Theme default props' })).toHaveValue('theme-default-props');

    await userEvent.type(comment, 'Say which props are required.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      pathname: PATHNAME,
      lang: 'en',
      comment: 'Say which props are required.',
      section: { id: 'props', title: 'Props' },
      revision: DOCS_REVISION,
    });
    expect(await screen.findByText('Thank you for your feedback.')).toHaveAttribute('role', 'status');
    expect(window.gtag).toHaveBeenCalledWith('event', 'page_feedback', {
      rating: 'none',
      has_comment: true,
      section_id: 'props',
    });
  });

  it('comments on an interface page’s Properties', async () => {
    renderPage({ ...DATA_GRID, kind: 'interface', name: 'GridRowParams', muiName: null, slots: [], classes: [] });
    expect(commentedHeadings('Comment on this section')).toEqual(['demos', 'import', 'properties', 'source-code']);
    await userEvent.click(
      within(screen.getByRole('heading', { level: 2, name: /^Properties/ })).getByRole('button', {
        name: 'Comment on this section',
      }),
    );
    expect(await screen.findByLabelText('About')).toHaveValue('properties');
  });

  it('speaks Chinese on a Chinese page, and names an H3 section by its Chinese title', async () => {
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage(DATA_GRID, 'zh');
    expect(commentedHeadings('评论本节')).toHaveLength(7);
    const heading = document.getElementById('theme-default-props');
    if (!heading) throw new Error('No theme heading');
    await userEvent.click(within(heading).getByRole('button', { name: '评论本节' }));
    await userEvent.type(await screen.findByLabelText('您的评论'), '请给出示例。');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      lang: 'zh',
      section: { id: 'theme-default-props', title: '主题默认属性' },
    });
  });

  it('shows no section buttons when no feedback service is configured', () => {
    const url = siteConfig.feedbackUrl;
    siteConfig.feedbackUrl = null;
    try {
      renderPage();
      expect(screen.queryByRole('button', { name: 'Comment on this section' })).not.toBeInTheDocument();
      expect(document.getElementById('props')).toHaveTextContent('Props');
    } finally {
      siteConfig.feedbackUrl = url;
    }
  });
});
