import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { AppNavDrawer } from '../../src/components/nav/AppNavDrawer';
import { renderWithProviders } from './support/render';
import { staticData } from './support/static-data';

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
});

// The permanent drawer is shown by a media query, which jsdom does not apply: query hidden
// elements too.
const hidden = { hidden: true } as const;
const navigation = () => screen.getByRole('navigation', { name: 'Documentation', ...hidden });

describe('AppNavDrawer', () => {
  it('opens the groups on the path to the active page and marks it current', () => {
    renderWithProviders(
      <AppNavDrawer activePathname="/x/react-data-grid/column-pinning" mobileOpen={false} onMobileClose={() => {}} />,
    );
    const nav = navigation();
    expect(within(nav).getByRole('button', { name: /Data Grid/, ...hidden })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: /Columns/, ...hidden })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: /Introduction/, ...hidden })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).queryByRole('link', { name: 'Installation', ...hidden })).not.toBeInTheDocument();
    const current = within(nav).getByRole('link', { name: /Column pinning/, ...hidden });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/x/react-data-grid/column-pinning/');
    expect(within(nav).getByText('Main features')).toBeInTheDocument();
  });

  it('shows plan icons that link to the licensing anchors, and the flag chips', () => {
    renderWithProviders(
      <AppNavDrawer activePathname="/x/react-data-grid/column-pinning" mobileOpen={false} onMobileClose={() => {}} />,
    );
    const nav = navigation();
    expect(within(nav).getByRole('link', { name: 'Pro plan', ...hidden })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/#pro-plan',
    );
    expect(within(nav).getByRole('link', { name: 'Premium plan', ...hidden })).toHaveAttribute(
      'href',
      '/x/introduction/licensing/#premium-plan',
    );
    expect(within(nav).getByRole('link', { name: 'Pro plan', ...hidden })).toHaveAttribute('title', 'Pro plan');
    expect(within(nav).getByText('New')).toBeInTheDocument();
    expect(within(nav).getByText('Planned')).toBeInTheDocument();
    expect(within(nav).getByText('Preview')).toBeInTheDocument();
  });

  it('opens the external first entry in a new tab', () => {
    renderWithProviders(<AppNavDrawer activePathname="/x/introduction" mobileOpen={false} onMobileClose={() => {}} />);
    const external = within(navigation()).getByRole('link', { name: /What's new/, ...hidden });
    expect(external).toHaveAttribute('href', 'https://example.com/whats-new/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(external).toHaveTextContent('(opens in a new tab)');
  });

  it('toggles a group', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppNavDrawer activePathname="/x/introduction" mobileOpen={false} onMobileClose={() => {}} />);
    const nav = navigation();
    const grid = within(nav).getByRole('button', { name: /Data Grid/, ...hidden });
    await user.click(grid);
    expect(grid).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Overview', current: false, ...hidden })).toBeInTheDocument();
  });

  it('shows Chinese labels on Chinese pages, with language-prefixed links', () => {
    renderWithProviders(<AppNavDrawer activePathname="/x/introduction" mobileOpen={false} onMobileClose={() => {}} />, {
      lang: 'zh',
    });
    const nav = screen.getByRole('navigation', { name: '文档', ...hidden });
    expect(within(nav).getByRole('link', { name: '安装', ...hidden })).toHaveAttribute(
      'href',
      '/zh/x/introduction/installation/',
    );
    expect(within(nav).getByRole('button', { name: '数据表格', ...hidden })).toBeInTheDocument();
    expect(within(nav).queryByText('Installation')).toBeNull();
  });
});
