import { screen, within } from '@testing-library/react';
import { ApiTable } from '../../src/components/mdx/ApiTable';
import { ApiTableDataProvider, type ApiTableEntry } from '../../src/components/mdx/ApiTableDataProvider';
import { renderWithProviders } from './support/render';

jest.mock('gatsby', () => ({
  navigate: jest.fn(),
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const entry = (overrides: Partial<ApiTableEntry> & Pick<ApiTableEntry, 'kind' | 'name'>): ApiTableEntry => ({
  typeText: 'void',
  eventTypeText: null,
  descriptionHtml: '',
  deprecatedHtml: null,
  plan: 'community',
  interfaces: [],
  ...overrides,
});

const ENTRIES: ApiTableEntry[] = [
  entry({
    kind: 'methods',
    name: 'sortColumn',
    typeText: '(field: string) => void',
    descriptionHtml: '<p>Sorts a column by its <code>field</code>.</p>',
    interfaces: ['GridApi', 'GridSortApi'],
  }),
  entry({ kind: 'methods', name: 'getDataAsExcel', plan: 'premium', interfaces: ['GridApi', 'GridExcelExportApi'] }),
  entry({
    kind: 'events',
    name: 'rowClick',
    typeText: 'GridRowParams',
    eventTypeText: 'React.MouseEvent<HTMLElement>',
    descriptionHtml: '<p>Fired when a row is clicked.</p>',
  }),
  entry({ kind: 'events', name: 'pinnedColumnsChange', typeText: 'GridPinnedColumnFields', plan: 'pro' }),
  entry({
    kind: 'selectors',
    name: 'gridFilterModelSelector',
    typeText: 'GridFilterModel',
    deprecatedHtml: '<p>Use <code>gridFilterStateSelector</code>.</p>',
  }),
];

function renderTable(ui: React.ReactElement, lang: 'en' | 'zh' = 'en') {
  return renderWithProviders(<ApiTableDataProvider entries={ENTRIES}>{ui}</ApiTableDataProvider>, { lang });
}

describe('ApiTable', () => {
  it('lists the methods of one interface with their signature and JSDoc, code in <code>', () => {
    renderTable(<ApiTable kind="methods" interface="GridSortApi" />);
    const table = screen.getByRole('table', { name: 'Methods of GridSortApi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Method', 'Signature', 'Description']);
    const row = within(table).getByRole('row', { name: /sortColumn/ });
    expect(within(row).getByText('(field: string) => void').tagName).toBe('CODE');
    expect(within(row).getByText('field').tagName).toBe('CODE');
    expect(within(table).queryByText('getDataAsExcel')).toBeNull();
  });

  it('marks Pro and Premium entries with their plan badge', () => {
    renderTable(<ApiTable kind="methods" interface="GridApi" />);
    const row = screen.getByRole('row', { name: /getDataAsExcel/ });
    expect(within(row).getByRole('link', { name: 'Premium plan' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /sortColumn/ })).queryByRole('link')).toBeNull();
  });

  it('shows an event’s params and event object, and narrows by plan', () => {
    renderTable(<ApiTable kind="events" />);
    const row = screen.getByRole('row', { name: /rowClick/ });
    expect(within(row).getByText('GridRowParams')).toBeInTheDocument();
    expect(within(row).getByText('React.MouseEvent<HTMLElement>')).toBeInTheDocument();
    screen.getByRole('table').remove();
    renderTable(<ApiTable kind="events" plan="pro" />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /pinnedColumnsChange/ })).toBeInTheDocument();
  });

  it('says a selector is deprecated, in Chinese on a Chinese page, with the English JSDoc marked as such', () => {
    renderTable(<ApiTable kind="selectors" filter="FilterModel" />, 'zh');
    const table = screen.getByRole('table', { name: '数据表格选择器' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['选择器', '返回值', '说明']);
    expect(within(table).getByText('已弃用')).toBeInTheDocument();
    expect(within(table).getByText('gridFilterStateSelector').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
