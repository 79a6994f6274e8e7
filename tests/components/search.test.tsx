import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, useStaticQuery } from 'gatsby';
import { RECENT_SEARCHES_KEY } from '../../src/components/search/recent-searches';
import { FILES, renderSearch, serve } from './support/search';
import { staticData } from './support/static-data';

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
  jest.mocked(navigate).mockClear();
  window.localStorage.clear();
});

describe('Search', () => {
  it('requests nothing until it is opened, then opens with Ctrl+K and ranks an exact prop name first', async () => {
    const requests = serve(FILES);
    const user = userEvent.setup();
    renderSearch();
    expect(requests).toEqual([]);
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search the documentation' });
    expect(input).toHaveFocus();
    await user.type(input, 'checkboxSelection');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('checkboxSelection · DataGrid');
    expect(options[0]).toHaveTextContent(/Community.*Pro.*Premium/);
    expect(options[0]).toHaveAttribute('href', '/x/api/data-grid/data-grid/#prop-checkboxSelection');
    expect(input).toHaveAttribute('aria-activedescendant', 'search-result-0');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results$/);
    expect(requests[0]).toBe('/x/search-index/en-names.json');
    expect(requests[1]).toMatch(/^\/x\/search-index\/en-text\.[0-9a-f]{10}\.json$/);
  });

  it('moves with the arrow keys, opens with Enter and remembers the query', async () => {
    serve(FILES);
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'selection');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'search-result-1');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith(second.getAttribute('href'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['selection']);
  });

  it('shows recent searches on an empty query and clears them', async () => {
    serve(FILES);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['licensing', 'getRowId']));
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('button', { name: 'getRowId' }));
    expect(screen.getByRole('combobox')).toHaveValue('getRowId');
    await user.clear(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
  });

  it('narrows to a product and offers to search everywhere when nothing matches', async () => {
    serve(FILES);
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByRole('combobox'), 'DatePicker');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: 'Charts' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(/No results for “DatePicker” in Charts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tree View' })).toHaveAttribute('href', '/x/react-tree-view/');
    await user.click(screen.getByRole('button', { name: 'Search all products' }));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('DatePicker');
  });

  it('does not open on / typed in a field, and gives focus back when closed', async () => {
    serve(FILES);
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Some field' }), '/');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    await user.keyboard('/');
    await screen.findByRole('combobox');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

it('keeps the shortcut from firing twice while open', async () => {
  serve(FILES);
  renderSearch();
  act(() => {
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
  });
  await screen.findByRole('combobox');
  act(() => {
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
  });
  expect(screen.getAllByRole('combobox')).toHaveLength(1);
});
