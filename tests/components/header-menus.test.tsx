import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { LanguageMenu } from '../../src/components/layout/LanguageMenu';
import { ProductIdentifier } from '../../src/components/layout/ProductIdentifier';
import { renderWithProviders } from './support/render';
import { staticData } from './support/static-data';

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
});

describe('LanguageMenu', () => {
  it('links to the same page in each language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu pathname="/x/react-data-grid/editing" />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(screen.queryByRole('link', { name: '中文' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh/x/react-data-grid/editing/');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/x/react-data-grid/editing/');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('ProductIdentifier', () => {
  it('shows the product and a version menu with the current version first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductIdentifier productId="x-tree-view" />);
    expect(screen.getByText('Tree View')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a documentation version for Tree View' }));
    const items = screen.getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual(['v8.2.0 current version', 'v7', 'v6']);
    expect(items[0]).toHaveAttribute('href', '/x/react-tree-view/');
    expect(items[2]).toHaveAttribute('href', 'https://v6.mui.com/x/react-tree-view/getting-started/');
  });

  it('keeps the reader in their language for the current version only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductIdentifier productId="x-charts" />, { lang: 'zh' });
    expect(screen.getByText('图表')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '选择 图表 的文档版本' }));
    const items = screen.getAllByRole('link');
    expect(items[0]).toHaveAttribute('href', '/zh/x/react-charts/');
    expect(items[1]).toHaveAttribute('href', 'https://v7.mui.com/x/react-charts/');
  });
});
