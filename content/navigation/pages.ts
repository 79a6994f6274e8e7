import { apiComponentEntries, apiInterfaceEntries } from './api-nav';
import type { NavEntry } from './types';

/**
 * The navigation tree, in the public reference's order. It lists only pages whose content
 * exists in this repository; the build fails if an entry has no content or a content file
 * is not reached from here (unless its front matter says `navigation: false`).
 */
const pages = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    productId: 'introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/priority-support', plan: 'premium', newFeature: true },
      { pathname: '/x/guides/telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    productId: 'introduction',
    children: [{ pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents' }],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    productId: 'x-data-grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/quickstart' },
      { pathname: '/x/react-data-grid/features' },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          {
            pathname: '/x/api/data-grid-components-group',
            subheader: 'Components',
            children: apiComponentEntries('data-grid'),
          },
          {
            pathname: '/x/api/data-grid-interfaces-group',
            subheader: 'Interfaces',
            children: apiInterfaceEntries('data-grid'),
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    productId: 'x-date-pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview' },
      { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
      { pathname: '/x/react-date-pickers/base-concepts' },
      {
        pathname: '/x/api/picker-resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/date-pickers-group',
            title: 'API reference',
            children: [{ pathname: '/x/api/date-pickers', title: 'Index' }, ...apiComponentEntries('date-pickers')],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    productId: 'x-charts',
    children: [
      { pathname: '/x/react-charts', title: 'Overview' },
      { pathname: '/x/react-charts/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/api/chart-resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/charts-group',
            title: 'API reference',
            children: [
              { pathname: '/x/api/charts', title: 'Index' },
              ...apiComponentEntries('charts'),
              {
                pathname: '/x/api/charts-interfaces-group',
                subheader: 'Interfaces',
                children: apiInterfaceEntries('charts'),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    productId: 'x-tree-view',
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview' },
      { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/api/tree-view-resources',
        subheader: 'Resources',
        children: [
          {
            pathname: '/x/api/tree-view-group',
            title: 'API reference',
            children: [{ pathname: '/x/api/tree-view', title: 'Index' }, ...apiComponentEntries('tree-view')],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    productId: 'introduction',
    children: [
      {
        pathname: '/x/migration-v8',
        subheader: 'Upgrade to v8',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v7', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
          { pathname: '/x/migration/usage-with-material-ui-v5-v6', title: 'Usage with Material UI v5/v6' },
        ],
      },
      {
        pathname: '/x/migration-v7',
        title: 'Upgrade to v7',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v6', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
          { pathname: '/x/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
        ],
      },
      {
        pathname: '/x/migration-v6',
        title: 'Upgrade to v6',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
          { pathname: '/x/migration/migration-pickers-v5', title: 'Breaking changes: Date and Time Pickers' },
          { pathname: '/x/migration/migration-tree-view-lab', title: 'Migration from lab to v6 (Tree View)' },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        title: 'Earlier versions',
        children: [
          { pathname: '/x/migration/migration-pickers-lab', title: 'Migration from lab to v5 (Date and Time Pickers)' },
          { pathname: '/x/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)' },
        ],
      },
    ],
  },
] satisfies readonly NavEntry[];

export default pages;
