import TablePagination from '@mui/material/TablePagination';
import { screen } from '@testing-library/react';
import DemoThemeScope from '../../src/components/demo/DemoThemeScope';
import { demoLocalesNow as browserLocalesNow } from '../../src/components/demo/demo-locales';
import { demoLocalesNow as serverLocalesNow } from '../../src/components/demo/demo-locales.server';
import { renderWithProviders } from './support/render';

function Pagination() {
  return (
    <TablePagination
      component="div"
      count={30}
      page={0}
      rowsPerPage={10}
      onPageChange={() => undefined}
      onRowsPerPageChange={() => undefined}
    />
  );
}

/** The default props a list of theme fragments gives a component. */
function defaultPropsOf(fragments: readonly object[], component: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...fragments.map(
      (fragment) =>
        (fragment as { components?: Record<string, { defaultProps?: object }> }).components?.[component]?.defaultProps,
    ),
  ) as Record<string, unknown>;
}

describe('the demos’ component texts follow the page’s language', () => {
  it('draws Material UI’s texts in Chinese on a Chinese page once the locales have loaded', async () => {
    renderWithProviders(
      <DemoThemeScope>
        <Pagination />
      </DemoThemeScope>,
      { lang: 'zh' },
    );
    expect(await screen.findByText('每页行数:')).toBeInTheDocument();
    expect(screen.queryByText('Rows per page:')).not.toBeInTheDocument();
  });

  it('keeps the components’ own English texts on an English page, with nothing to load', () => {
    expect(browserLocalesNow('en')).toEqual([]);
    renderWithProviders(
      <DemoThemeScope>
        <Pagination />
      </DemoThemeScope>,
    );
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
  });

  it('gives the server renderer the grid’s and the pickers’ Chinese texts at once', () => {
    expect(browserLocalesNow('zh')).toBeNull();
    const server = serverLocalesNow('zh');
    const grid = defaultPropsOf(server, 'MuiDataGrid').localeText as Record<string, unknown>;
    const pickers = defaultPropsOf(server, 'MuiLocalizationProvider').localeText as Record<string, unknown>;
    expect(grid.paginationRowsPerPage).toBe('每页行数:');
    expect(pickers.okButtonLabel).toBe('确认');
    expect(serverLocalesNow('en')).toEqual([]);
  });
});
