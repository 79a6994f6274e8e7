import { screen, within } from '@testing-library/react';
import { apiProp, dataGridView, renderApiPage } from './support/api-page-fixtures';

const DATA_GRID = dataGridView([
  apiProp('classes', 'Partial<GridClasses>'),
  apiProp('rows', 'GridRowsProp<R>'),
  apiProp('slotProps', 'GridSlotProps'),
  apiProp('slots', 'Partial<GridSlotsComponent>'),
  apiProp('sx', 'SxProps<Theme>'),
]);

const renderPage = renderApiPage;

function entry(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No element #${id}`);
  return element;
}

beforeEach(() => window.localStorage.clear());

describe('ApiPage: theme name, ref and cross-links', () => {
  it('names the component in the theme, with the augmentation import and a link to the Quickstart', () => {
    renderPage(DATA_GRID);
    const heading = screen.getByRole('heading', { level: 3, name: 'Theme default props' });
    expect(heading).toHaveAttribute('id', 'theme-default-props');
    const paragraph = heading.nextElementSibling;
    if (!(paragraph instanceof HTMLElement)) throw new Error('No text after the heading');
    expect(within(paragraph).getByText('MuiDataGrid')).toBeInTheDocument();
    expect(within(paragraph).getByText('components.MuiDataGrid.defaultProps')).toBeInTheDocument();
    expect(within(paragraph).getByText('@mui/x-data-grid/themeAugmentation')).toBeInTheDocument();
    expect(within(paragraph).getByRole('link', { name: 'More on default props in the theme' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/quickstart/#theme-augmentation',
    );
    // The table of contents lists it under Props.
    const toc = screen.getByRole('navigation', { name: /contents/i });
    expect(within(toc).getByRole('link', { name: 'Theme default props' })).toHaveAttribute(
      'href',
      '#theme-default-props',
    );
  });

  it('shows no theme section for a component without a theme name', () => {
    renderPage({ ...DATA_GRID, muiName: null, themeAugmentation: null });
    expect(screen.queryByRole('heading', { name: 'Theme default props' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="#theme-default-props"]')).toBeNull();
  });

  it('says where the ref goes, or that the component cannot hold one', () => {
    const { unmount } = renderPage(DATA_GRID);
    expect(
      screen.getByText(/The ref is forwarded to the root element,/).closest('[data-api-ref-note]'),
    ).toHaveTextContent('The ref is forwarded to the root element, HTMLDivElement.');
    unmount();
    renderPage({ ...DATA_GRID, forwardsRef: false, refElement: null });
    expect(screen.getByText(/cannot hold a ref/).closest('[data-api-ref-note]')).not.toBeNull();
  });

  it('links the classes, slots and sx props to the sections and guide they concern', () => {
    renderPage(DATA_GRID);
    const classesLink = within(entry('prop-classes')).getByRole('link', { name: 'CSS classes' });
    expect(classesLink).toHaveAttribute('href', '#css-classes');
    expect(entry('css-classes').tagName).toBe('H2');
    for (const name of ['slots', 'slotProps']) {
      expect(within(entry(`prop-${name}`)).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '#slots');
    }
    expect(entry('slots').tagName).toBe('H2');
    expect(
      within(entry('prop-sx')).getByRole('link', { name: 'the sx prop in the MUI System documentation' }),
    ).toHaveAttribute('href', 'https://mui.com/system/getting-started/the-sx-prop/');
    expect(within(entry('prop-rows')).queryByRole('link', { name: /CSS classes|Slots/ })).toBeNull();
  });

  it('introduces the slots and CSS classes sections with links to the product’s guides', () => {
    renderPage(DATA_GRID);
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('link', { name: 'More on slots' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/components/',
    );
    const classes = screen.getByRole('region', { name: 'CSS classes' });
    expect(within(classes).getByRole('link', { name: 'More on overriding styles' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/style/',
    );
  });

  it('does not point to sections an interface page lacks', () => {
    renderPage({
      ...DATA_GRID,
      kind: 'interface',
      slots: [],
      classes: [],
      forwardsRef: false,
      refElement: null,
      muiName: null,
      themeAugmentation: null,
    });
    expect(within(entry('prop-classes')).queryByRole('link', { name: 'CSS classes' })).toBeNull();
    expect(screen.queryByText(/cannot hold a ref/)).not.toBeInTheDocument();
  });

  it('says all of it in Chinese on a Chinese page, with links in that language', () => {
    renderPage(DATA_GRID, 'zh');
    const heading = screen.getByRole('heading', { level: 3, name: '主题默认属性' });
    const paragraph = heading.nextElementSibling;
    if (!(paragraph instanceof HTMLElement)) throw new Error('No text after the heading');
    expect(paragraph).toHaveTextContent('它在主题中的名称是 MuiDataGrid');
    expect(within(paragraph).getByRole('link', { name: '关于主题默认属性的更多内容' })).toHaveAttribute(
      'href',
      '/zh/x/react-data-grid/quickstart/#theme-augmentation',
    );
    expect(screen.getByText(/ref 会转发到根元素/).closest('[data-api-ref-note]')).toHaveTextContent(
      'ref 会转发到根元素 HTMLDivElement。',
    );
    expect(within(entry('prop-classes')).getByRole('link', { name: 'CSS 类' })).toHaveAttribute('href', '#css-classes');
    expect(entry('prop-classes')).toHaveTextContent('参见下方的 CSS 类。');
    expect(within(entry('prop-slots')).getByRole('link', { name: '插槽' })).toHaveAttribute('href', '#slots');
    expect(
      within(screen.getByRole('region', { name: 'CSS 类' })).getByRole('link', { name: '关于覆盖样式的更多内容' }),
    ).toHaveAttribute('href', '/zh/x/react-data-grid/style/');
  });
});
