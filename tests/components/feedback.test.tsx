import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider } from '../../src/components/feedback/FeedbackProvider';
import { PageFeedback } from '../../src/components/feedback/PageFeedback';
import { H2, H3 } from '../../src/components/mdx/Heading';
import type { TocEntry } from '../../src/components/page/toc';
import { DOCS_REVISION, siteConfig } from '../../src/config/site-config';
import type * as SiteConfigModule from '../../src/config/site-config';
import type { Language } from '../../src/i18n/languages';
import { isolateFeedbackTests, mockFetch, postedBodies } from './support/feedback-env';
import { renderWithProviders } from './support/render';

const ENDPOINT = 'https://feedback.example/docs';

// The feedback service is configured for these tests; one test turns it off.
jest.mock('../../src/config/site-config', () => {
  const actual = jest.requireActual<typeof SiteConfigModule>('../../src/config/site-config');
  return { ...actual, siteConfig: { ...actual.siteConfig, feedbackUrl: 'https://feedback.example/docs' } };
});

const SECTIONS: TocEntry[] = [
  {
    id: 'sorting-basics',
    title: 'Sorting basics',
    children: [{ id: 'custom-comparator', title: 'Custom comparator', children: [] }],
  },
];

/** A page: its headings and its footer's feedback, as DocPage nests them. */
function renderPage(pathname: string, lang: Language = 'en') {
  return renderWithProviders(
    <FeedbackProvider pathname={pathname} sections={SECTIONS}>
      <H2 id="sorting-basics">Sorting basics</H2>
      <H3 id="custom-comparator">Custom comparator</H3>
      <PageFeedback />
    </FeedbackProvider>,
    { lang },
  );
}

isolateFeedbackTests();

describe('page feedback', () => {
  it('opens the comment form on Yes and posts the answer and the comment', async () => {
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage('/x/a');
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    const comment = await screen.findByLabelText('What helped you on this page? (optional)');
    await waitFor(() => expect(comment).toHaveFocus());
    expect(screen.getByLabelText('About')).toHaveValue('');
    await userEvent.type(comment, 'The comparator example');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(postedBodies(fetch)).toEqual([
      { pathname: '/x/a', lang: 'en', rating: 'yes', comment: 'The comparator example', revision: DOCS_REVISION },
    ]);
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you for your feedback.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(window.gtag).toHaveBeenCalledWith('event', 'page_feedback', {
      rating: 'yes',
      has_comment: true,
      section_id: null,
    });
    expect(localStorage.getItem('docs-feedback:en:/x/a')).toBe('yes');
  });

  it('asks what to improve on No, and sends without a comment', async () => {
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage('/x/b');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await screen.findByLabelText('What should we improve on this page? (optional)');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(postedBodies(fetch)).toEqual([{ pathname: '/x/b', lang: 'en', rating: 'no', revision: DOCS_REVISION }]);
    expect(window.gtag).toHaveBeenCalledWith('event', 'page_feedback', {
      rating: 'no',
      has_comment: false,
      section_id: null,
    });
  });

  it('keeps the comment and says so when the send fails, then sends it again', async () => {
    const fetch = mockFetch({ ok: false, status: 503 }, new TypeError('Failed to fetch'), { ok: true, status: 200 });
    renderPage('/x/c');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    const comment = await screen.findByRole('textbox');
    await userEvent.type(comment, 'The second demo is blank');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent.');
    expect(comment).toHaveValue('The second demo is blank');
    expect(localStorage.getItem('docs-feedback:en:/x/c')).toBeNull();
    expect(window.gtag).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your feedback could not be sent.');
    expect(comment).toHaveValue('The second demo is blank');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(postedBodies(fetch)[2]).toMatchObject({ rating: 'no', comment: 'The second demo is blank' });
  });

  it('shows a stored answer as pressed, and tells the service when the reader changes it', async () => {
    localStorage.setItem('docs-feedback:en:/x/d', 'no');
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage('/x/d');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(postedBodies(fetch)).toEqual([
      { pathname: '/x/d', lang: 'en', rating: 'yes', previousRating: 'no', revision: DOCS_REVISION },
    ]);
    expect(localStorage.getItem('docs-feedback:en:/x/d')).toBe('yes');
  });

  it('remembers the answer for the next visit to the page', async () => {
    mockFetch({ ok: true, status: 200 });
    const first = renderPage('/x/e');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you for your feedback.');
    first.unmount();
    renderPage('/x/e');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('works when storage is unavailable', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const fetch = mockFetch({ ok: true, status: 200 });
      renderPage('/x/f');
      await userEvent.click(screen.getByRole('button', { name: 'No' }));
      await userEvent.type(await screen.findByRole('textbox'), 'Hard to follow');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
      expect(postedBodies(fetch)).toEqual([
        { pathname: '/x/f', lang: 'en', rating: 'no', comment: 'Hard to follow', revision: DOCS_REVISION },
      ]);
      // Kept in memory for the rest of the page's life.
      expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });

  it('opens the form on a section from its heading, and needs a comment without an answer', async () => {
    const fetch = mockFetch({ ok: true, status: 200 });
    renderPage('/x/g');
    const heading = screen.getByRole('heading', { level: 3, name: /Custom comparator/ });
    expect(heading).toHaveAttribute('id', 'custom-comparator');
    expect(heading.querySelector('a')).toHaveAttribute('href', '#custom-comparator');
    await userEvent.click(screen.getAllByRole('button', { name: 'Comment on this section' })[1] as HTMLElement);
    const comment = await screen.findByLabelText('Your comment');
    await waitFor(() => expect(comment).toHaveFocus());
    expect(screen.getByLabelText('About')).toHaveValue('custom-comparator');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a comment, or answer Yes or No above.');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(comment, 'Show a locale-aware comparator');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(postedBodies(fetch)).toEqual([
      {
        pathname: '/x/g',
        lang: 'en',
        comment: 'Show a locale-aware comparator',
        section: { id: 'custom-comparator', title: 'Custom comparator' },
        revision: DOCS_REVISION,
      },
    ]);
    expect(window.gtag).toHaveBeenCalledWith('event', 'page_feedback', {
      rating: 'none',
      has_comment: true,
      section_id: 'custom-comparator',
    });
    // No answer was given: nothing is remembered.
    expect(localStorage.getItem('docs-feedback:en:/x/g')).toBeNull();
  });

  it('closes on Cancel and gives focus back to the button that opened it', async () => {
    renderPage('/x/h');
    const no = screen.getByRole('button', { name: 'No' });
    await userEvent.click(no);
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(no).toHaveFocus();
    expect(no).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks Chinese on a Chinese page', async () => {
    renderPage('/x/i', 'zh');
    expect(screen.getByRole('group', { name: '本页对您有帮助吗？' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '评论本节' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '否' }));
    expect(await screen.findByLabelText('本页哪些地方需要改进？（可选）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeInTheDocument();
  });

  it('shows nothing when no feedback service is configured', () => {
    const url = siteConfig.feedbackUrl;
    siteConfig.feedbackUrl = null;
    try {
      renderPage('/x/j');
      expect(screen.queryByRole('group', { name: 'Was this page helpful?' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Comment on this section' })).not.toBeInTheDocument();
      // The headings keep their anchors.
      expect(screen.getAllByRole('link', { name: 'Link to this section' })).toHaveLength(2);
    } finally {
      siteConfig.feedbackUrl = url;
    }
  });
});
