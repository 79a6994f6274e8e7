import { AdProvider } from '../../../src/components/ads/AdProvider';
import { ApiPage } from '../../../src/components/api/ApiPage';
import type { ApiPageView, ApiPropView } from '../../../src/components/api/api-view-types';
import type { Language } from '../../../src/i18n/languages';
import { NO_ADS } from './no-ads';
import { renderWithProviders } from './render';

/** A community prop with a one-line description. */
export function apiProp(name: string, typeText: string): ApiPropView {
  return {
    name,
    typeText,
    required: false,
    defaultValue: null,
    descriptionHtml: `<p>The ${name} prop.</p>`,
    deprecated: false,
    deprecatedHtml: null,
    plan: 'community',
    signature: null,
  };
}

/** DataGrid's page as the query returns it, cut down to one slot and one class and the given props. */
export function dataGridView(props: readonly ApiPropView[]): ApiPageView {
  return {
    kind: 'component',
    name: 'DataGrid',
    area: 'data-grid',
    packageName: '@mui/x-data-grid',
    plan: 'community',
    version: '8.2.0',
    exportedAs: null,
    importsHtml: "import { DataGrid } from '@mui/x-data-grid';",
    descriptionHtml: '',
    deprecatedHtml: null,
    sourceUrl: 'https://github.com/mui/mui-x/tree/v8.2.0/packages/x-data-grid/src/DataGrid',
    props: [...props],
    slots: [{ name: 'toolbar', descriptionHtml: '<p>The toolbar.</p>', defaultValue: null, className: null }],
    classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>The root.</p>', isGlobal: false }],
    inheritance: null,
    spreadsNative: false,
    forwardsRef: true,
    refElement: 'HTMLDivElement',
    muiName: 'MuiDataGrid',
    themeAugmentation: '@mui/x-data-grid/themeAugmentation',
    supplementedFrom: null,
  };
}

/** Renders an API page with the ads off, as the page template would at `pathname`. */
export function renderApiPage(api: ApiPageView, lang: Language = 'en', pathname = '/x/api/data-grid/data-grid') {
  return renderWithProviders(
    <AdProvider config={NO_ADS}>
      <ApiPage
        api={api}
        plan={api.plan}
        demos={[]}
        prev={null}
        next={null}
        markdownUrl={`${pathname}.md`}
        pathname={pathname}
      />
    </AdProvider>,
    { lang },
  );
}
