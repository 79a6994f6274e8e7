import type { LabelTranslations } from '../languages';
import type { ProductId } from './types';

export interface OlderVersion {
  /** Menu label, e.g. `v7`. */
  text: string;
  /** Absolute URL of that version's documentation for this product. */
  href: string;
}

export interface ProductDefinition {
  id: ProductId;
  /** Small line shown above the name in the drawer header (empty for the umbrella product). */
  metadata: string;
  /** English name, shown in the app bar. */
  name: string;
  /** The name in the other languages. */
  translations: LabelTranslations;
  /** Where the current version's menu entry points (a nav pathname). */
  landingPathname: string;
  /** Older major versions, newest first. */
  olderVersions: readonly OlderVersion[];
}

const v4DataGrid = { text: 'v4', href: 'https://v4.mui.com/components/data-grid/' };

/**
 * Product identifiers and their version menus. The links follow the public reference's table,
 * with two of its mistakes corrected: Tree View API pages get the Tree View menu (the reference
 * falls back to the generic one), and every link ends with a slash.
 */
export const products = [
  {
    id: 'introduction',
    metadata: '',
    name: 'MUI X',
    translations: { zh: 'MUI X' },
    landingPathname: '/x/introduction',
    olderVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/introduction/' },
      { text: 'v6', href: 'https://v6.mui.com/x/introduction/' },
      { text: 'v5', href: 'https://v5.mui.com/x/introduction/' },
      v4DataGrid,
    ],
  },
  {
    id: 'x-data-grid',
    metadata: 'MUI X',
    name: 'Data Grid',
    translations: { zh: '数据表格' },
    landingPathname: '/x/react-data-grid',
    olderVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      v4DataGrid,
    ],
  },
  {
    id: 'x-date-pickers',
    metadata: 'MUI X',
    name: 'Date Pickers',
    translations: { zh: '日期和时间选择器' },
    landingPathname: '/x/react-date-pickers',
    olderVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-date-pickers/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-date-pickers/' },
      { text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
    ],
  },
  {
    id: 'x-charts',
    metadata: 'MUI X',
    name: 'Charts',
    translations: { zh: '图表' },
    landingPathname: '/x/react-charts',
    olderVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-charts/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-charts/' },
    ],
  },
  {
    id: 'x-tree-view',
    metadata: 'MUI X',
    name: 'Tree View',
    translations: { zh: '树视图' },
    landingPathname: '/x/react-tree-view',
    olderVersions: [
      { text: 'v7', href: 'https://v7.mui.com/x/react-tree-view/' },
      { text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started/' },
    ],
  },
] as const satisfies readonly ProductDefinition[];
