import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';

describe('API pages', () => {
  it('renders DataGrid’s props, slots and classes without a console error', async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    await gotoHydrated(page, '/x/api/data-grid/data-grid/');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'DataGrid API');
    // The Data Grid lists its props expanded by default.
    const rows = page.locator('#prop-rows');
    assert.match(await rows.innerText(), /GridRowsProp<R>/);
    assert.equal(await page.locator('#slots').count(), 1);
    assert.equal(await page.locator('#class-root').getByText('.MuiDataGrid-root').count(), 1);
    assert.match(
      await page.locator('pre code').first().innerText(),
      /import \{ DataGrid \} from '@mui\/x-data-grid\/DataGrid';/,
    );
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('names DataGrid in the theme, says where its ref goes, and links props to their sections', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/data-grid/data-grid/');
    const themeHeading = page.locator('h3#theme-default-props');
    assert.equal(await themeHeading.innerText(), 'Theme default props');
    const themeText = page.locator('h3#theme-default-props + p');
    assert.equal(await themeText.locator('code').first().innerText(), 'MuiDataGrid');
    assert.match(await themeText.innerText(), /@mui\/x-data-grid\/themeAugmentation/);
    assert.equal(
      await themeText.getByRole('link', { name: 'More on default props in the theme' }).getAttribute('href'),
      '/x/react-data-grid/quickstart/#theme-augmentation',
    );
    assert.equal(await page.locator('nav[aria-labelledby="toc-heading"] a[href="#theme-default-props"]').count(), 1);
    assert.equal(
      await page
        .locator('main [data-api-ref-note]', { hasText: 'The ref is forwarded to the root element' })
        .innerText(),
      'The ref is forwarded to the root element, HTMLDivElement.',
    );
    // The classes prop points to the CSS classes section, which is there to point to.
    const classesLink = page.locator('#prop-classes').getByRole('link', { name: 'CSS classes' });
    assert.equal(await classesLink.getAttribute('href'), '#css-classes');
    assert.equal(await page.locator('h2#css-classes').count(), 1);
    await classesLink.click();
    await page.waitForURL(/#css-classes$/);
    assert.equal(
      await page.locator('#prop-slots').getByRole('link', { name: 'Slots', exact: true }).getAttribute('href'),
      '#slots',
    );
    assert.equal(
      await page.locator('#prop-sx').getByRole('link').last().getAttribute('href'),
      'https://mui.com/system/getting-started/the-sx-prop/',
    );
    assert.equal(
      await page
        .locator('section:has(h2#css-classes)')
        .getByRole('link', { name: 'More on overriding styles' })
        .getAttribute('href'),
      '/x/react-data-grid/style/',
    );
    await page.context().close();
  });

  it('says when a component cannot hold a ref, and shows no theme name where it has none', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/data-grid/quick-filter/');
    assert.match(
      await page.locator('main [data-api-ref-note]', { hasText: 'cannot hold a ref' }).innerText(),
      /forwardRef/,
    );
    assert.equal(await page.locator('#theme-default-props').count(), 0);
    await page.context().close();
  });

  it('remembers the props layout across reloads and pages of the same product', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/data-grid/data-grid/');
    const props = page.locator('section:has(h2#props)');
    await props.getByRole('button', { name: 'Table' }).click();
    await props.getByRole('table').waitFor();
    assert.deepEqual(await props.getByRole('columnheader').allInnerTexts(), ['Name', 'Type', 'Default', 'Description']);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await props.getByRole('table').waitFor();
    assert.equal(await props.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed'), 'true');

    await gotoHydrated(page, '/x/api/data-grid/data-grid-pro/');
    await page.locator('section:has(h2#props)').getByRole('table').waitFor();
    // Pickers keep their own choice: a table by default; the collapsed list is remembered too.
    await gotoHydrated(page, '/x/api/date-pickers/date-picker/');
    const pickerProps = page.locator('section:has(h2#props)');
    await pickerProps.getByRole('button', { name: 'Collapsed list' }).click();
    await pickerProps.locator('details#prop-value').waitFor();
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await pickerProps.locator('details#prop-value').waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('apiPage_props')), 'collapsed');
    await page.context().close();
  });

  it('links a guide page’s components to their API pages and back', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/date-pickers/date-picker/');
    await page.locator('#demos ~ ul').getByRole('link').first().click();
    await page.waitForURL(/\/x\/react-date-pickers\//);
    await page.getByRole('heading', { level: 1, name: /Date and Time Pickers|Date Picker/ }).waitFor();
    await page.context().close();
  });

  it('says which version a page is read from when 8.2.0 is not available', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/data-grid/data-grid-premium/');
    assert.match(await page.locator('main [role="note"]').first().innerText(), /@mui\/x-data-grid-premium 8\.3\.1/);
    await page.context().close();
  });

  it('shows the right product and version menu on Tree View API pages', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/tree-view/tree-item/');
    await page.getByRole('button', { name: 'Choose a documentation version for Tree View' }).click();
    assert.equal(
      await page.getByRole('link', { name: 'v6' }).getAttribute('href'),
      'https://v6.mui.com/x/react-tree-view/getting-started/',
    );
    assert.equal(await page.locator('meta[name="mui:productId"]').getAttribute('content'), 'x-tree-view');
    await page.context().close();
  });

  it('filters an index by name', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/x/api/charts/');
    const total = await page.locator('main li').count();
    assert.equal(total, 69);
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('gauge');
    assert.deepEqual(await page.locator('main h2').allInnerTexts(), ['Components']);
    const names = await page
      .locator('main li a')
      .evaluateAll((links) => links.map((link) => link.firstElementChild?.textContent));
    assert.deepEqual(names, ['Gauge', 'GaugeContainer']);
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('series');
    assert.deepEqual(await page.locator('main h2').allInnerTexts(), ['Components', 'Interfaces']);
    await page.context().close();
  });

  it('keeps links in comments in the reader’s language', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/zh/x/api/data-grid/data-grid/');
    // The page's own texts are Chinese; the package's descriptions stay English.
    assert.equal(await page.locator('h3#theme-default-props').innerText(), '主题默认属性');
    assert.match(await page.locator('h3#theme-default-props + p').innerText(), /^它在主题中的名称是 MuiDataGrid/);
    assert.equal(
      await page.locator('h3#theme-default-props + p').getByRole('link').getAttribute('href'),
      '/zh/x/react-data-grid/quickstart/#theme-augmentation',
    );
    assert.equal(
      await page.locator('main [data-api-ref-note]', { hasText: 'ref 会转发到根元素' }).innerText(),
      'ref 会转发到根元素 HTMLDivElement。',
    );
    const classesLink = page.locator('#prop-classes').getByRole('link', { name: 'CSS 类' });
    assert.equal(await classesLink.getAttribute('href'), '#css-classes');
    assert.equal(
      await page
        .locator('section:has(h2#css-classes)')
        .getByRole('link', { name: '关于覆盖样式的更多内容' })
        .getAttribute('href'),
      '/zh/x/react-data-grid/style/',
    );
    const link = page.locator('#prop-onRowClick a[href*="/x/api/data-grid/grid-row-params/"]').first();
    assert.equal(await link.getAttribute('href'), '/zh/x/api/data-grid/grid-row-params/');
    await link.click();
    await page.waitForURL(/\/zh\/x\/api\/data-grid\/grid-row-params\/$/);
    await page.getByRole('heading', { level: 1, name: 'GridRowParams API' }).waitFor();
    await page.context().close();
  });

  it('ends a guide with an API section linking its components’ pages, in the page’s language', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/zh/x/react-date-pickers/custom-layout/');
    const section = page.locator('section[aria-labelledby="api"]');
    assert.equal(await section.getByRole('heading', { level: 2 }).innerText(), 'API');
    const links = await section
      .locator('li a')
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
    assert.deepEqual(links, [
      ['PickersLayout', '/zh/x/api/date-pickers/pickers-layout/'],
      ['PickersActionBar', '/zh/x/api/date-pickers/pickers-action-bar/'],
      ['StaticDatePicker', '/zh/x/api/date-pickers/static-date-picker/'],
      ['DatePicker', '/zh/x/api/date-pickers/date-picker/'],
    ]);
    const toc = page.locator('nav[aria-labelledby="toc-heading"]');
    assert.equal(await toc.getByRole('link').last().getAttribute('href'), '#api');
    await section.getByRole('link', { name: 'PickersActionBar' }).click();
    await page.waitForURL(/\/zh\/x\/api\/date-pickers\/pickers-action-bar\/$/);
    await page.getByRole('heading', { level: 1, name: /PickersActionBar/ }).waitFor();
    await page.context().close();
  });
});
