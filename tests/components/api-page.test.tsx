import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiHtml } from '../../src/components/api/ApiHtml';
import { ApiPropsSection } from '../../src/components/api/ApiPropsSection';
import type { ApiPropView } from '../../src/components/api/api-view-types';
import { renderWithProviders } from './support/render';

const PROPS: ApiPropView[] = [
  {
    name: 'onRowClick',
    typeText: "GridEventListener<'rowClick'>",
    required: false,
    defaultValue: null,
    descriptionHtml: '<p>Callback fired when a row is clicked.</p>',
    deprecated: false,
    deprecatedHtml: null,
    plan: 'community',
    signature: {
      typeText: '(params: GridRowParams) => void',
      args: [{ name: 'params', typeText: 'GridRowParams', descriptionHtml: '<p>With all properties.</p>' }],
      returns: null,
    },
  },
  {
    name: 'rows',
    typeText: 'GridRowsProp<R>',
    required: true,
    defaultValue: '[]',
    descriptionHtml: '<p>Set of rows.</p>',
    deprecated: false,
    deprecatedHtml: null,
    plan: 'community',
    signature: null,
  },
  {
    name: 'treeData',
    typeText: 'boolean',
    required: false,
    defaultValue: 'false',
    descriptionHtml: '<p>If <code>true</code>, the rows form a tree.</p>',
    deprecated: true,
    deprecatedHtml: '<p>Use <code>dataSource</code> instead.</p>',
    plan: 'pro',
    signature: null,
  },
];

beforeEach(() => window.localStorage.clear());

function entry(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No entry #${id}`);
  return element;
}

describe('ApiPropsSection', () => {
  it('lists the Data Grid’s props expanded by default, with required marks, plans, deprecations and signatures', () => {
    renderWithProviders(<ApiPropsSection id="props" title="Props" area="data-grid" props={PROPS} />);
    expect(screen.getByRole('button', { name: 'Expanded list' })).toHaveAttribute('aria-pressed', 'true');
    const rows = entry('prop-rows');
    expect(within(rows).getByTitle('required')).toHaveTextContent('*');
    expect(within(rows).getByText('GridRowsProp<R>')).toBeInTheDocument();
    expect(within(rows).getByText('[]')).toBeInTheDocument();
    const treeData = entry('prop-treeData');
    expect(within(treeData).getByRole('link', { name: 'Pro plan' })).toBeInTheDocument();
    expect(within(treeData).getByText('Deprecated')).toBeInTheDocument();
    expect(within(entry('prop-onRowClick')).getByText('Signature')).toBeInTheDocument();
  });

  it('switches to a table and remembers the choice per area', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <ApiPropsSection id="props" title="Props" area="data-grid" props={PROPS} />,
    );
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Default', 'Description']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['onRowClick', 'rows*', 'treeData']);
    expect(window.localStorage.getItem('dataGrid_apiPage_props')).toBe('table');
    unmount();

    // Other products keep their own choice, a table by default.
    renderWithProviders(<ApiPropsSection id="props" title="Props" area="charts" props={PROPS} />);
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapsed list' }));
    expect(window.localStorage.getItem('apiPage_props')).toBe('collapsed');
    expect(document.querySelectorAll('details')).toHaveLength(3);
  });

  it('opens a collapsed entry that the address points at', () => {
    window.localStorage.setItem('apiPage_props', 'collapsed');
    window.location.hash = '#prop-rows';
    renderWithProviders(<ApiPropsSection id="props" title="Props" area="charts" props={PROPS} />);
    expect(document.getElementById('prop-rows')).toHaveProperty('open', true);
    expect(document.getElementById('prop-treeData')).toHaveProperty('open', false);
    act(() => {
      window.location.hash = '';
    });
  });
});

describe('ApiHtml', () => {
  it('prefixes the site’s links with the page language and marks the text as English', () => {
    const { container } = renderWithProviders(
      <ApiHtml html='<p>See <a href="/x/api/data-grid/grid-row-params/">GridRowParams</a> and <a href="https://example.com/">this</a>.</p>' />,
      {
        lang: 'zh',
      },
    );
    expect(screen.getByRole('link', { name: 'GridRowParams' })).toHaveAttribute(
      'href',
      '/zh/x/api/data-grid/grid-row-params/',
    );
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('href', 'https://example.com/');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });

  it('renders inline text without paragraphs', () => {
    const { container } = renderWithProviders(<ApiHtml inline html="<p>One.</p><p>Two.</p>" />);
    expect(container.innerHTML).toBe('<span>One.<br>Two.</span>');
  });
});
