import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageMarkdownActions } from '../../src/components/page/PageMarkdownActions';
import { renderWithProviders } from './support/render';

const MARKDOWN = '# Data Grid - Sorting\n\nSort rows by one column or several.\n';

function mockClipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('PageMarkdownActions', () => {
  it('links to the Markdown copy and fetches nothing until the reader asks', () => {
    const fetch = jest.fn();
    globalThis.fetch = fetch;
    renderWithProviders(<PageMarkdownActions markdownUrl="/x/react-data-grid/sorting.md" />);
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/sorting.md',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('copies the fetched Markdown and says so', async () => {
    const writeText = mockClipboard();
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => MARKDOWN });
    renderWithProviders(<PageMarkdownActions markdownUrl="/x/react-data-grid/sorting.md" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(globalThis.fetch).toHaveBeenCalledWith('/x/react-data-grid/sorting.md');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(await screen.findByRole('status')).toHaveTextContent('Page copied as Markdown');
  });

  it('tells the reader when the copy fails, and copies nothing', async () => {
    const writeText = mockClipboard();
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404, text: async () => 'Not found' });
    renderWithProviders(<PageMarkdownActions markdownUrl="/x/missing.md" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy the page');
  });
});
